# syntax=docker/dockerfile:1.6
#
# Images for the Riverside Players box office. The ticketing API, the
# seat-map renderer and the rehearsal reminder worker share one build
# context and one lockfile.

ARG NODE_VERSION=20.11

FROM node:${NODE_VERSION}-alpine AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/box-office/package.json packages/box-office/
COPY packages/seat-map/package.json packages/seat-map/
COPY packages/reminders/package.json packages/reminders/
RUN --mount=type=cache,target=/root/.npm npm ci --workspaces --include-workspace-root

FROM deps AS build
COPY tsconfig.base.json ./
COPY packages ./packages
RUN npm run build --workspaces

# ---- ticketing API ----
FROM node:${NODE_VERSION}-alpine AS box-office
ENV NODE_ENV=production
WORKDIR /srv/box-office
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/box-office/dist ./dist
COPY --from=build /app/packages/box-office/package.json ./
USER node
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --retries=3 \
  CMD wget -qO- http://localhost:8080/healthz || exit 1
CMD ["node", "dist/server.js"]

# ---- seat-map renderer ----
FROM node:${NODE_VERSION}-alpine AS seat-map
ENV NODE_ENV=production
WORKDIR /srv/seat-map
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/seat-map/dist ./dist
COPY --from=build /app/packages/seat-map/package.json ./
USER node
EXPOSE 8081
HEALTHCHECK --interval=30s --timeout=15s --retries=3 \
  CMD wget -qO- http://localhost:8081/healthz || exit 1
CMD ["node", "dist/worker.js"]

# ---- rehearsal reminders ----
FROM node:${NODE_VERSION}-alpine AS reminders
ENV NODE_ENV=production
WORKDIR /srv/reminders
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/reminders/dist ./dist
COPY --from=build /app/packages/reminders/package.json ./
USER node
EXPOSE 8082
HEALTHCHECK --interval=30s --timeout=5s --retries=3 \
  CMD wget -qO- http://localhost:8082/healthz || exit 1
CMD ["node", "dist/cron.js"]
