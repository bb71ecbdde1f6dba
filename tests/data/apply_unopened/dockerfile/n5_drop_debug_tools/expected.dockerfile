# Bracket API (NestJS) — production image
ARG NODE_VERSION=20.11

FROM node:${NODE_VERSION}-slim AS deps
WORKDIR /srv/app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts

FROM node:${NODE_VERSION}-slim AS build
WORKDIR /srv/app
COPY package.json package-lock.json ./
RUN npm ci
COPY tsconfig.json tsconfig.build.json nest-cli.json ./
COPY src/ ./src/
COPY prisma/ ./prisma/
RUN npx prisma generate && npm run build

FROM node:${NODE_VERSION}-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    BRACKET_CACHE_TTL=30

RUN apt-get update \
    && apt-get install -y --no-install-recommends openssl tini \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /srv/app
COPY --from=deps --chown=node:node /srv/app/node_modules ./node_modules
COPY --from=build --chown=node:node /srv/app/dist ./dist
COPY --from=build --chown=node:node /srv/app/node_modules/.prisma ./node_modules/.prisma
COPY --chown=node:node prisma/ ./prisma/
COPY --chown=node:node package.json ./

USER node
EXPOSE 3000

HEALTHCHECK --interval=30s --timeout=5s --retries=3 \
    CMD node -e "fetch('http://127.0.0.1:3000/health').then(r => process.exit(r.ok ? 0 : 1)).catch(() => process.exit(1))"

ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "dist/main.js"]
