FROM node:20-bookworm-slim

RUN apt-get update \
    && apt-get install -y --no-install-recommends curl ca-certificates tini \
    && rm -rf /var/lib/apt/lists/*

# ... existing code ...

ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "server.js"]
