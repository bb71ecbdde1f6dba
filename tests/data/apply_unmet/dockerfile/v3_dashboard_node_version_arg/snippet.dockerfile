# Fleet dashboard (Next.js) production image
ARG NODE_VERSION=20.12

FROM node:${NODE_VERSION}-alpine AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci

FROM node:${NODE_VERSION}-alpine AS build
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY . .
ARG FLEET_API_URL=https://fleet.internal.example.net/api/v2
ENV NEXT_TELEMETRY_DISABLED=1 \
    NEXT_PUBLIC_FLEET_API_URL=${FLEET_API_URL}
RUN npm run build

FROM node:${NODE_VERSION}-alpine AS runner
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000
RUN addgroup -S dashboard && adduser -S dashboard -G dashboard
COPY --from=build /app/public ./public
COPY --from=build --chown=dashboard:dashboard /app/.next/standalone ./
COPY --from=build --chown=dashboard:dashboard /app/.next/static ./.next/static
USER dashboard
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD wget -qO- http://127.0.0.1:3000/api/health || exit 1
CMD ["node", "server.js"]
