# Wire ingest service: polls agency feeds and writes stories to Postgres.
# Build: docker build -t newsroom/wire-ingest .

FROM node:20.11-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev

FROM node:20.11-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY tsconfig.json ./
COPY src ./src
RUN npm run build

FROM gcr.io/distroless/nodejs20-debian12 AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    WIRE_POLL_INTERVAL_SECONDS=60 \
    WIRE_AGENCIES=ap,reuters,afp
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY config/agencies.yaml ./config/agencies.yaml
USER nonroot
EXPOSE 9464
CMD ["dist/main.js"]
