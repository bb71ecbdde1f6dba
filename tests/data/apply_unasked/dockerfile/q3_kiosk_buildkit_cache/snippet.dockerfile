# syntax=docker/dockerfile:1.7
# Lift pass kiosk API - serves the self-service ticket machines at the valley stations.
# Build: DOCKER_BUILDKIT=1 docker build -t alpenrose/pass-kiosk-api .

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev

# ... rest of the Dockerfile unchanged ...
