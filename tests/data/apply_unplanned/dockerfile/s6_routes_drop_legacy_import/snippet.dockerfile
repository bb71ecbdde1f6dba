# ... deps and build stages unchanged ...

COPY --from=deps /usr/src/app/node_modules ./node_modules
COPY --from=build /usr/src/app/dist ./dist
COPY package.json ./

# (removed the legacy route CSV import step -- every depot uses the routes API now)

COPY --chown=node:node config/ ./config/

# ... rest unchanged ...
