# ... build stages and runtime setup unchanged ...

ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--enable-source-maps", "--max-old-space-size=512", "dist/server.js"]
