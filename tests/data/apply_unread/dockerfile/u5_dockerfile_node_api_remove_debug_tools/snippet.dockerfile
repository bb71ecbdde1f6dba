FROM node:20-alpine AS runtime
# ... env and workdir unchanged ...

RUN apk add --no-cache tini

# (removed the debugging tools layer — keep the production image lean)

COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules
# ... rest unchanged ...
