# syntax=docker/dockerfile:1.6
# e-signature webhook relay: receives envelope events from the signing provider
# and forwards them to the contracts service.

FROM node:18-alpine AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev

FROM node:18-alpine
LABEL org.opencontainers.image.title="esign-webhook-relay" \
      org.opencontainers.image.vendor="Acme People Systems"
ENV NODE_ENV=production \
    PORT=8080 \
    LOG_LEVEL=info
WORKDIR /app
RUN apk add --no-cache tini
COPY --from=deps /app/node_modules ./node_modules
COPY src ./src
COPY package.json ./
EXPOSE 8080
ENTRYPOINT ["/sbin/tini", "--"]
CMD ["node", "src/server.js"]
