# ... deps and build stages as before ...

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    BILLING_API_URL=http://billing-api:8080

# (removed the temporary INC-2291 debug tooling: the apt packages layer and the debug-gateway script)
RUN groupadd --system --gid 1001 portal \
    && useradd --system --uid 1001 --gid portal portal
# ... rest of the runtime stage unchanged ...
