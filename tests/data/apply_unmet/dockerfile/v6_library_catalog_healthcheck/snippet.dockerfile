# ... existing stages ...

COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY migrations ./migrations

HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
    CMD node dist/healthcheck.js || exit 1

USER lending
# ... rest unchanged ...
