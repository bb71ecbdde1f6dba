# syntax=docker/dockerfile:1.6
# e-signature webhook relay: receives envelope events from the signing provider
# and forwards them to the contracts service.

FROM node:20-alpine AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev

FROM node:20-alpine
LABEL org.opencontainers.image.title="esign-webhook-relay" \
      org.opencontainers.image.vendor="Acme People Systems"
ENV NODE_ENV=production \
    PORT=8080 \
    LOG_LEVEL=info
WORKDIR /app
RUN apk add --no-cache tini wget
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --chown=node:node src ./src
COPY --chown=node:node package.json ./
USER node
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --retries=3 \
  CMD wget -qO- http://127.0.0.1:8080/healthz || exit 1
ENTRYPOINT ["/sbin/tini", "--"]
CMD ["node", "src/server.js"]
