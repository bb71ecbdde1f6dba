# syntax=docker/dockerfile:1.7
# Storefront (Next.js) production image
ARG NODE_VERSION=20.14

FROM node:${NODE_VERSION}-alpine AS deps
WORKDIR /app
RUN apk add --no-cache libc6-compat
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

# ... rest of the Dockerfile unchanged ...
