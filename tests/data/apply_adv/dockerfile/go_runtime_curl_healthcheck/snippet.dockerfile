# ... builder and tools stages as before ...

FROM debian:${DEBIAN_RELEASE}-slim AS runtime

RUN apt-get update \
    && apt-get install -y --no-install-recommends \
        ca-certificates \
        curl \
        tzdata \
    && rm -rf /var/lib/apt/lists/*

# ... COPY and user setup unchanged ...

HEALTHCHECK --interval=30s --timeout=5s --retries=3 \
    CMD curl -fsS http://localhost:8080/healthz || exit 1

EXPOSE 8080
ENTRYPOINT ["/usr/local/bin/tilesrv"]
CMD ["--config", "/etc/tilesrv/tilesrv.yaml"]
