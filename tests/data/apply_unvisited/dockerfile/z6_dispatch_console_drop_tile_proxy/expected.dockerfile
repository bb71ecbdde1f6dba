FROM node:20-bookworm-slim AS build

WORKDIR /app
ENV NODE_ENV=development

COPY package.json package-lock.json ./
RUN npm ci

COPY tsconfig.json vite.config.ts ./
COPY src ./src
COPY public ./public
RUN npm run build \
    && npm prune --omit=dev

FROM node:20-bookworm-slim

LABEL org.opencontainers.image.title="dispatch-console" \
      org.opencontainers.image.description="Dispatcher web console for route plans and live van tracking" \
      org.opencontainers.image.vendor="Northline Logistics"

RUN apt-get update \
    && apt-get install -y --no-install-recommends tini curl \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    TELEMATICS_WS_URL=wss://telematics.internal/ws

COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./

USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --retries=3 \
    CMD curl -fsS http://localhost:3000/healthz || exit 1

ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "dist/server.js"]
