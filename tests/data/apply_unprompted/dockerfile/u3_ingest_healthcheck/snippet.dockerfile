# ... (build stage unchanged) ...

############################
# Runtime stage
############################
FROM gcr.io/distroless/static-debian12:nonroot

# ... (labels and COPY lines as before) ...

ENV INGEST_MQTT_TOPIC="scada/+/10min" \
    INGEST_THRESHOLDS_FILE=/etc/windops/alarm-thresholds.yaml \
    INGEST_HTTP_ADDR=":8080" \
    INGEST_METRICS_ADDR=":9102"

EXPOSE 8080 9102

HEALTHCHECK --interval=30s --timeout=3s --start-period=20s --retries=3 \
    CMD ["/usr/local/bin/telemetry-ingest", "healthcheck", "--addr", "127.0.0.1:8080"]

USER nonroot:nonroot
ENTRYPOINT ["/usr/local/bin/telemetry-ingest"]
