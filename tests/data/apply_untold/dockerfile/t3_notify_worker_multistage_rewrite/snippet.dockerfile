# Dockerfile for the notification worker (multi-stage)
FROM node:20-bookworm-slim AS build

WORKDIR /usr/src/app

# install all dependencies (dev included, needed for the build)
COPY package.json package-lock.json ./
RUN npm ci

# copy sources and build
COPY tsconfig.json ./
COPY src ./src
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim AS runtime

LABEL maintainer="platform@acme.example"
LABEL org.opencontainers.image.source="https://github.com/acme/notify-worker"

ENV NODE_ENV=production
ENV PORT=8080
ENV LOG_LEVEL=info

RUN apt-get update && \
    apt-get install -y --no-install-recommends curl ca-certificates tini && \
    rm -rf /var/lib/apt/lists/*

WORKDIR /usr/src/app

COPY --from=build --chown=node:node /usr/src/app/node_modules ./node_modules
COPY --from=build --chown=node:node /usr/src/app/dist ./dist
COPY --chown=node:node package.json ./
COPY --chown=node:node templates ./templates

EXPOSE 8080

HEALTHCHECK --interval=30s --timeout=5s --retries=3 \
  CMD curl -fsS http://localhost:8080/healthz || exit 1

USER node

ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "dist/worker.js"]
