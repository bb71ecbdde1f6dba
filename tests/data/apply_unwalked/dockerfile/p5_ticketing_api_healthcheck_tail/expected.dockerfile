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
USER node
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
    CMD wget -qO- http://127.0.0.1:8080/healthz || exit 1
ENTRYPOINT ["/sbin/tini", "--"]
CMD ["node", "--enable-source-maps", "dist/server.js"]
