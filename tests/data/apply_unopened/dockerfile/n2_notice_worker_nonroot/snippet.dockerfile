# Overdue notice worker: renders courtesy, overdue and billing notices
# from the nightly circulation export and hands them to the mail relay.
FROM node:20-bookworm-slim

ENV NODE_ENV=production \
    TZ=America/Chicago

RUN apt-get update \
    && apt-get install -y --no-install-recommends tzdata fonts-dejavu-core tini \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /srv/notice-worker

COPY package.json package-lock.json ./
RUN npm ci --omit=dev

COPY --chown=node:node src/ ./src/
COPY --chown=node:node templates/ ./templates/

ENV NOTICE_BATCH_SIZE=500 \
    MAIL_RELAY_HOST=smtp.riverton.lib \
    EXPORT_DIR=/data/exports

VOLUME ["/data/exports"]

USER node
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "src/worker.js"]
