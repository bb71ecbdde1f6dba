# Dockerfile for the notification worker
FROM node:18

LABEL maintainer="platform@acme.example"
LABEL org.opencontainers.image.source="https://github.com/acme/notify-worker"

ENV NODE_ENV=production
ENV PORT=8080
ENV LOG_LEVEL=info

WORKDIR /usr/src/app

# system packages needed by sharp and healthchecks
RUN apt-get update && \
    apt-get install -y --no-install-recommends curl ca-certificates && \
    rm -rf /var/lib/apt/lists/*

# install all dependencies (dev included, needed for the build)
COPY package.json package-lock.json ./
RUN npm ci

# copy sources and build
COPY tsconfig.json ./
COPY src ./src
RUN npm run build

# drop dev dependencies after the build
RUN npm prune --omit=dev

# templates are read at runtime
COPY templates ./templates

EXPOSE 8080

HEALTHCHECK --interval=30s --timeout=5s --retries=3 \
  CMD curl -fsS http://localhost:8080/healthz || exit 1

USER node

CMD ["node", "dist/worker.js"]
