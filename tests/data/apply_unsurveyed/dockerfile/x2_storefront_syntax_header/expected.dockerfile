# syntax=docker/dockerfile:1.7
# Storefront (Next.js) production image
ARG NODE_VERSION=20.14

FROM node:${NODE_VERSION}-alpine AS deps
WORKDIR /app
RUN apk add --no-cache libc6-compat
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

FROM node:${NODE_VERSION}-alpine AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
ARG SEARCH_API_URL
ARG RECS_API_URL
ENV NEXT_PUBLIC_SEARCH_API_URL=${SEARCH_API_URL} \
    NEXT_PUBLIC_RECS_API_URL=${RECS_API_URL}
RUN npm run build

FROM node:${NODE_VERSION}-alpine AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000
RUN addgroup -S storefront && adduser -S storefront -G storefront
COPY --from=build --chown=storefront:storefront /app/.next/standalone ./
COPY --from=build --chown=storefront:storefront /app/.next/static ./.next/static
COPY --from=build --chown=storefront:storefront /app/public ./public
USER storefront
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s CMD wget -qO- http://127.0.0.1:3000/api/health || exit 1
CMD ["node", "server.js"]
