# Lab-results ingest worker: pulls analyzer exports (IDEXX, Abaxis) and
# renders PDF reports for the patient chart.
FROM node:20-bookworm-slim AS deps

WORKDIR /srv/lab-ingest
RUN apt-get update \
    && apt-get install -y --no-install-recommends \
        python3 \
        make \
        g++ \
    && rm -rf /var/lib/apt/lists/*

COPY package.json package-lock.json ./
RUN npm ci --omit=dev

FROM node:20-bookworm-slim AS app

ARG GIT_SHA=unknown
LABEL org.opencontainers.image.title="lab-ingest-worker" \
      org.opencontainers.image.vendor="Riverside Veterinary Hospital" \
      org.opencontainers.image.revision="${GIT_SHA}"

ENV NODE_ENV=production \
    LAB_INBOX_DIR=/data/inbox \
    LAB_ARCHIVE_DIR=/data/archive \
    REPORT_OUTPUT_DIR=/data/reports

WORKDIR /srv/lab-ingest
RUN apt-get update \
    && apt-get install -y --no-install-recommends \
        tini \
        fonts-dejavu-core \
        ghostscript \
    && rm -rf /var/lib/apt/lists/*

COPY --from=deps /srv/lab-ingest/node_modules ./node_modules
COPY package.json ./
COPY src/ ./src/
COPY templates/ ./templates/

RUN mkdir -p /data/inbox /data/archive /data/reports \
    && chown -R node:node /data

USER node
VOLUME ["/data"]

ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "src/worker.js"]
