# ... base, deps and build stages unchanged ...

# ---- runtime ----
FROM node:${NODE_VERSION}-alpine AS runtime
ARG GIT_SHA=unknown
LABEL org.opencontainers.image.source="https://github.com/acme/orders-api" \
      org.opencontainers.image.revision="${GIT_SHA}"
RUN apk add --no-cache tini
ENV NODE_ENV=production \
    PORT=3000
WORKDIR /app
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --chown=node:node package.json ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --retries=3 \
    CMD wget -qO- http://127.0.0.1:3000/healthz || exit 1
ENTRYPOINT ["/sbin/tini", "--"]
CMD ["node", "dist/server.js"]
