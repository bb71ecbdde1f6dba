# syntax=docker/dockerfile:1.6
# Multi-stage build for the catalog API (Express + TypeScript).

ARG NODE_VERSION=20.11

# ---- dependencies ----
FROM node:${NODE_VERSION}-alpine AS deps
WORKDIR /app
RUN apk add --no-cache python3 make g++
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund

# ---- build ----
FROM node:${NODE_VERSION}-alpine AS build
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY tsconfig.json tsconfig.build.json package.json ./
COPY src ./src
RUN npm run build

# ---- test (used by CI: docker build --target test .) ----
FROM build AS test
COPY test ./test
COPY jest.config.js ./
RUN npm run lint && npm test -- --ci

# ---- runtime ----
FROM node:${NODE_VERSION}-alpine AS runtime
ARG GIT_SHA=unknown
LABEL org.opencontainers.image.title="catalog-api" \
      org.opencontainers.image.revision="${GIT_SHA}"

ENV NODE_ENV=production \
    PORT=3000 \
    LOG_LEVEL=info

WORKDIR /app
RUN apk add --no-cache tini curl

COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist

EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --retries=3 \
    CMD curl -fsS "http://127.0.0.1:${PORT}/healthz" || exit 1

ENTRYPOINT ["/sbin/tini", "--"]
CMD ["node", "dist/server.js"]
