# …

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
RUN apt-get update \
    && apt-get install -y --no-install-recommends chromium fonts-dejavu-core fonts-noto-cjk fonts-noto-color-emoji \
    && rm -rf /var/lib/apt/lists/*
# …
ENV PUPPETEER_EXECUTABLE_PATH=/usr/bin/chromium
# CJK fonts make first render noticeably slower on cold pods
ENV STATEMENT_PDF_TIMEOUT_MS=45000
# …
