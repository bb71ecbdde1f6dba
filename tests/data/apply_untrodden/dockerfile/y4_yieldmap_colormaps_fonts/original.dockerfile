FROM ghcr.io/osgeo/gdal:ubuntu-small-3.8.4

LABEL org.opencontainers.image.title="yieldmap-worker" \
      org.opencontainers.image.vendor="Riverbend Agronomics" \
      org.opencontainers.image.source="https://git.riverbend-ag.net/platform/yieldmap-worker"

ARG DEBIAN_FRONTEND=noninteractive

RUN apt-get update \
    && apt-get install -y --no-install-recommends \
        python3-pip \
        python3-venv \
        fonts-dejavu-core \
    && rm -rf /var/lib/apt/lists/*

RUN python3 -m venv /opt/yieldmap
ENV PATH="/opt/yieldmap/bin:$PATH" \
    GDAL_CACHEMAX=512 \
    YIELDMAP_CONFIG_DIR=/etc/yieldmap

WORKDIR /srv/yieldmap

COPY requirements.lock .
RUN pip install --no-cache-dir -r requirements.lock

COPY config/render.yaml /etc/yieldmap/render.yaml
COPY config/logging.yaml /etc/yieldmap/logging.yaml
COPY yieldmap/ ./yieldmap/
COPY bin/worker.sh /usr/local/bin/yieldmap-worker

RUN chmod 0755 /usr/local/bin/yieldmap-worker \
    && useradd --system --create-home --uid 10002 yieldmap \
    && mkdir -p /var/cache/yieldmap \
    && chown yieldmap /var/cache/yieldmap

USER yieldmap
VOLUME ["/var/cache/yieldmap"]

ENTRYPOINT ["/usr/local/bin/yieldmap-worker"]
CMD ["--queue", "yieldmap.render", "--concurrency", "2"]
