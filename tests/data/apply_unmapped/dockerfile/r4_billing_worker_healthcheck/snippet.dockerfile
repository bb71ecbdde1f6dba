# ... build and runtime-base stages unchanged ...

# ... api stage unchanged ...

FROM runtime-base AS billing-worker
ENV APP_MODULE=meterdata.billing.worker \
    PORT=8081 \
    WORKERS=2
COPY config/billing.toml /app/config/billing.toml
USER meterdata
EXPOSE 8081
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
    CMD curl -fsS http://localhost:8081/healthz || exit 1
CMD ["sh", "-c", "python -m ${APP_MODULE} --concurrency ${WORKERS} --metrics-port ${PORT}"]

# ... leak-scanner stage unchanged ...
