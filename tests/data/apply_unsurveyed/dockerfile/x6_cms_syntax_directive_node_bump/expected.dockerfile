# syntax=docker/dockerfile:1.7
# Newsdesk CMS: article workflow API and editor back end.
ARG NODE_VERSION=20.15
ARG APP_DIR=/srv/newsdesk-cms

FROM node:${NODE_VERSION}-bookworm-slim AS deps
ARG APP_DIR
WORKDIR ${APP_DIR}
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim AS build
ARG APP_DIR
WORKDIR ${APP_DIR}
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json ./
COPY src ./src
COPY templates ./templates
RUN npm run build && npm run build:editor-assets

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ARG APP_DIR
ENV NODE_ENV=production \
    PORT=8080 \
    CMS_MEDIA_BUCKET=newsdesk-media-prod
WORKDIR ${APP_DIR}
RUN apt-get update \
    && apt-get install -y --no-install-recommends tini imagemagick \
    && rm -rf /var/lib/apt/lists/*
COPY --from=deps ${APP_DIR}/node_modules ./node_modules
COPY --from=build ${APP_DIR}/dist ./dist
COPY --from=build ${APP_DIR}/templates ./templates
COPY package.json ./
USER node
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --retries=3 \
    CMD node dist/healthcheck.js || exit 1
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "dist/server.js"]
