# syntax=docker/dockerfile:1.7
# Lift pass kiosk API - serves the self-service ticket machines at the valley stations.
# Build: DOCKER_BUILDKIT=1 docker build -t alpenrose/pass-kiosk-api .

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY tsconfig.json ./
COPY src ./src
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    TZ=Europe/Zurich
RUN apt-get update \
    && apt-get install -y --no-install-recommends tini ca-certificates \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app

COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY config/tariffs-2024-25.json ./config/

RUN groupadd --system kiosk && useradd --system --gid kiosk --home /app kiosk \
    && chown -R kiosk:kiosk /app
USER kiosk

EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --retries=3 \
    CMD node dist/healthcheck.js || exit 1

ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "dist/server.js"]
