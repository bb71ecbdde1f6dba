# Dockerfile for the notes API (Express + Prisma)
FROM node:18-bullseye

LABEL org.opencontainers.image.title="notes-api" \
      org.opencontainers.image.source="https://github.com/acme/notes-api" \
      org.opencontainers.image.licenses="MIT"

ENV NODE_ENV=production
ENV PORT=3000

WORKDIR /usr/src/app

# system deps for prisma and healthcheck
RUN apt-get update \
    && apt-get install -y --no-install-recommends openssl curl \
    && rm -rf /var/lib/apt/lists/*

COPY package.json package-lock.json ./
RUN npm install

COPY prisma ./prisma
RUN npx prisma generate

COPY tsconfig.json ./
COPY src ./src
RUN npm run build

# uploads are written here; mounted as a volume in compose
RUN mkdir -p /usr/src/app/uploads && chown -R node:node /usr/src/app
VOLUME ["/usr/src/app/uploads"]

USER node

EXPOSE 3000

HEALTHCHECK --interval=30s --timeout=3s \
    CMD curl -fs http://localhost:3000/health || exit 1

CMD ["npm", "start"]
