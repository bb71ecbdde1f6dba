# ... existing code ...

USER worker
HEALTHCHECK --interval=30s --timeout=10s --start-period=30s --retries=3 \
    CMD celery -A app.worker inspect ping -d "celery@${HOSTNAME}" || exit 1
ENTRYPOINT ["tini", "--"]
CMD ["celery", "-A", "app.worker", "worker", "--loglevel=info", "--concurrency=4", "--max-tasks-per-child=200"]
