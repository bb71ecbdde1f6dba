# Ticketing API (box office, season cards, matchday sales)
# Built by CI on every merge to main; see deploy/ticketing/README.md

FROM node:20.11-alpine AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev

FROM node:20.11-alpine AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY tsconfig.json ./
COPY src ./src
RUN npm run build

FROM node:20.11-alpine AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    TZ=Europe/London
WORKDIR /app
RUN apk add --no-cache tini wget
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY seat-maps ./seat-maps
COPY package.json ./

EXPOSE 8080
ENTRYPOINT ["/sbin/tini", "--"]
CMD ["node", "dist/server.js"]
