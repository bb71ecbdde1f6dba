# ...

FROM node:${NODE_VERSION}-alpine AS runtime

# ...

COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
    && npm cache clean --force

# ... rest of the file ...
