# syntax=docker/dockerfile:1.6
#
# holds-worker: background worker that processes the hold queue, sends
# "your hold is ready" notifications and expires uncollected holds.

ARG NODE_VERSION=20

FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /srv/holds-worker
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /srv/holds-worker
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci
COPY tsconfig.json ./
COPY src/ ./src/
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS runtime

ENV NODE_ENV=production \
    HOLDS_QUEUE_URL=amqp://rabbitmq.internal:5672/holds \
    HOLDS_PICKUP_DAYS=7 \
    HOLDS_NOTIFY_BATCH=200 \
    TZ=America/Chicago

RUN apt-get update \
    && apt-get install -y --no-install-recommends tini ca-certificates \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /srv/holds-worker

COPY --from=deps /srv/holds-worker/node_modules ./node_modules
COPY --from=build /srv/holds-worker/dist ./dist
COPY package.json ./
COPY templates/ ./templates/

USER node

STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--enable-source-maps", "dist/worker.js"]
