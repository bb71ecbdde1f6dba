# ...

FROM node:20-bookworm-slim AS app

# ...

WORKDIR /srv/lab-ingest
RUN apt-get update \
    && apt-get install -y --no-install-recommends \
        tini \
        fonts-dejavu-core \
        ghostscript \
    && rm -rf /var/lib/apt/lists/*

# ...
