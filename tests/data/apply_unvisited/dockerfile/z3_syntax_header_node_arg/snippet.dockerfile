# syntax=docker/dockerfile:1.7
# Wire ingest service: polls agency feeds and writes stories to Postgres.
# Build: docker build -t newsroom/wire-ingest .

ARG NODE_VERSION=20.12

FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
# ... existing code ...
