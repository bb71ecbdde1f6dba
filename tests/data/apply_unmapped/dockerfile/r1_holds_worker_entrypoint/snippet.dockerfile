# ... earlier build stages unchanged ...

COPY --from=deps /srv/holds-worker/node_modules ./node_modules
COPY --from=build /srv/holds-worker/dist ./dist
COPY package.json ./
COPY templates/ ./templates/

USER node

STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--enable-source-maps", "dist/worker.js"]
