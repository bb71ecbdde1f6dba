# Dockerfile for the notifications API
# Two stages: build the TypeScript sources, then ship only dist/ and prod deps.

FROM node:20-bookworm-slim AS build

WORKDIR /usr/src/app

# Toolchain for native modules (sharp, bcrypt)
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*

COPY package.json package-lock.json ./
RUN npm ci

COPY tsconfig.json ./
COPY src ./src
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim AS runtime

LABEL org.opencontainers.image.source="https://github.com/acme/notifications-api" \
      org.opencontainers.image.description="Notifications API"

ENV NODE_ENV=production \
    PORT=8080

WORKDIR /usr/src/app

COPY --from=build --chown=node:node /usr/src/app/node_modules ./node_modules
COPY --from=build --chown=node:node /usr/src/app/dist ./dist
COPY --chown=node:node package.json ./

EXPOSE 8080

HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
    CMD node -e "fetch('http://localhost:8080/healthz').then(r => process.exit(r.ok ? 0 : 1)).catch(() => process.exit(1))"

USER node

CMD ["node", "--enable-source-maps", "dist/server.js"]
