# Delivery route planner service
# Builds the TypeScript sources and ships a slim runtime image.

ARG NODE_VERSION=20

FROM node:${NODE_VERSION}-alpine AS deps
WORKDIR /usr/src/app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev

FROM node:${NODE_VERSION}-alpine AS build
WORKDIR /usr/src/app
COPY package.json package-lock.json ./
RUN npm ci
COPY tsconfig.json ./
COPY src/ ./src/
RUN npm run build

FROM node:${NODE_VERSION}-alpine AS runtime
WORKDIR /usr/src/app

RUN apk add --no-cache tini tzdata

ENV NODE_ENV=production \
    TZ=America/Chicago \
    ROUTES_PORT=3000 \
    OSRM_URL=http://osrm:5000

COPY --from=deps /usr/src/app/node_modules ./node_modules
COPY --from=build /usr/src/app/dist ./dist
COPY package.json ./

# Legacy route import: the old nightly job read CSV exports from the
# warehouse spreadsheet. Kept until all depots use the routes API.
COPY legacy/route-csv/ ./legacy/route-csv/
RUN node dist/scripts/importLegacyRoutes.js --dry-run \
    && chown -R node:node ./legacy

COPY --chown=node:node config/ ./config/

USER node

EXPOSE 3000

ENTRYPOINT ["/sbin/tini", "--"]
CMD ["node", "dist/server.js"]
