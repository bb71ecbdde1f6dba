# ... existing code ...

USER kyc
HEALTHCHECK --interval=30s --timeout=5s --retries=3 \
    CMD ["celery", "-A", "kyc_worker.tasks", "inspect", "ping", "--timeout", "3"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["celery", "-A", "kyc_worker.tasks", "worker", "--queues=kyc-screening,kyc-documents", "--concurrency=4"]
