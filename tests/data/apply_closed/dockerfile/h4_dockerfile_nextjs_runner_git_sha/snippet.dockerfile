# ... keep existing code

FROM node:20-alpine AS runner

ARG GIT_SHA=unknown

WORKDIR /app

ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    APP_VERSION=${GIT_SHA}

LABEL org.opencontainers.image.revision=${GIT_SHA}

# ... keep existing code
