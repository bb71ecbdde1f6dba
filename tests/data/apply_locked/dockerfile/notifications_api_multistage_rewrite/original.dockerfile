# Dockerfile for the notifications API
# Build: docker build -t notifications-api .

FROM node:18-bullseye

LABEL org.opencontainers.image.source="https://github.com/acme/notifications-api" \
      org.opencontainers.image.description="Notifications API"

ENV NODE_ENV=production \
    PORT=8080

WORKDIR /usr/src/app

# Toolchain for native modules (sharp, bcrypt)
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*

# Install dependencies first to benefit from layer caching
COPY package.json package-lock.json ./
RUN npm ci --include=dev

COPY tsconfig.json ./
COPY src ./src
COPY templates ./templates

RUN npm run build \
    && npm prune --production \
    && npm cache clean --force

RUN chown -R node:node /usr/src/app

EXPOSE 8080

HEALTHCHECK --interval=30s --timeout=3s --retries=3 \
    CMD node -e "require('http').get('http://localhost:8080/healthz', r => process.exit(r.statusCode === 200 ? 0 : 1)).on('error', () => process.exit(1))"

USER node

CMD ["node", "dist/server.js"]
