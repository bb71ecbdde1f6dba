# syntax=docker/dockerfile:1.6

ARG NODE_VERSION=20

# ---- base: shared settings for every stage ----
FROM node:${NODE_VERSION}-alpine AS base
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false

# ---- deps: production dependencies only ----
FROM base AS deps
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev

# ---- build: full install + TypeScript compile ----
FROM base AS build
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci
COPY tsconfig.json ./
COPY src ./src
COPY scripts ./scripts
RUN npm run build \
    && npm run test:unit

# ---- runtime ----
FROM node:${NODE_VERSION}-alpine AS runtime
ARG GIT_SHA=unknown
LABEL org.opencontainers.image.source="https://github.com/acme/orders-api" \
      org.opencontainers.image.revision="${GIT_SHA}"
RUN apk add --no-cache tini
ENV NODE_ENV=production \
    PORT=3000
WORKDIR /app
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --chown=node:node package.json ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --retries=3 \
    CMD wget -qO- http://127.0.0.1:3000/healthz || exit 1
ENTRYPOINT ["/sbin/tini", "--"]
CMD ["node", "dist/server.js"]
