# Dockerfile for the orders API (Node.js)
FROM node:20-bullseye

# Install OS packages needed by native modules
RUN apt-get update && apt-get install -y \
    python3 \
    make \
    g++ \
    curl \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /usr/src/app

# Install dependencies (including dev deps for the build)
COPY package.json package-lock.json ./
RUN npm ci

# Copy the sources and compile TypeScript
COPY tsconfig.json ./
COPY src ./src
RUN npm run build

# Drop dev dependencies to keep the image smaller
RUN npm prune --production

ENV NODE_ENV=production
ENV PORT=3000

# Metadata
LABEL org.opencontainers.image.title="orders-api"
LABEL org.opencontainers.image.source="https://github.com/acme/orders-api"
LABEL org.opencontainers.image.description="Orders REST API"

RUN chown -R node:node /usr/src/app
USER node

EXPOSE 3000

HEALTHCHECK --interval=30s --timeout=3s --retries=3 \
    CMD curl -fsS http://localhost:3000/healthz || exit 1

CMD ["node", "dist/server.js"]
