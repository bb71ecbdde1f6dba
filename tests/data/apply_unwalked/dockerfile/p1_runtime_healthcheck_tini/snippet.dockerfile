# ... existing Dockerfile ...

USER telemetry
EXPOSE 8080 9102
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
    CMD curl -fsS http://127.0.0.1:8080/healthz || exit 1
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["gunicorn", "--config", "gunicorn.conf.py", "telemetry_api.wsgi:app"]
