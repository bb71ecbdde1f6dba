# syntax=docker/dockerfile:1.7

# ---- build stage: compile TypeScript with dev dependencies ----
FROM node:20-bookworm AS build

RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /app

COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci

COPY tsconfig.json ./
COPY src ./src
RUN npm run build && npm prune --omit=dev

# ---- runtime stage: only production deps and compiled output ----
FROM node:20-bookworm-slim AS runtime

ENV NODE_ENV=production \
    PORT=3000

LABEL org.opencontainers.image.title="orders-api" \
      org.opencontainers.image.source="https://github.com/acme/orders-api"

WORKDIR /app

COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist

USER node

EXPOSE 3000

HEALTHCHECK --interval=30s --timeout=3s --retries=3 \
    CMD node -e "fetch('http://localhost:3000/healthz').then(r => process.exit(r.ok ? 0 : 1)).catch(() => process.exit(1))"

CMD ["node", "dist/server.js"]
