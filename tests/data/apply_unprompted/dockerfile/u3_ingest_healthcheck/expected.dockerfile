# syntax=docker/dockerfile:1.7

# Telemetry ingest service: receives 10-minute SCADA records from the turbine
# gateways over MQTT and writes them to TimescaleDB for the maintenance planners.

ARG GO_VERSION=1.22

############################
# Build stage
############################
FROM golang:${GO_VERSION}-bookworm AS build

WORKDIR /src

# Cache modules separately from the source so code changes do not refetch them.
COPY go.mod go.sum ./
RUN --mount=type=cache,target=/go/pkg/mod \
    go mod download

COPY cmd/ ./cmd/
COPY internal/ ./internal/

ARG VERSION=dev
RUN --mount=type=cache,target=/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    CGO_ENABLED=0 GOOS=linux go build \
      -trimpath \
      -ldflags "-s -w -X main.version=${VERSION}" \
      -o /out/telemetry-ingest ./cmd/telemetry-ingest

############################
# Runtime stage
############################
FROM gcr.io/distroless/static-debian12:nonroot

LABEL org.opencontainers.image.title="telemetry-ingest" \
      org.opencontainers.image.description="SCADA telemetry ingest for wind farm maintenance" \
      org.opencontainers.image.vendor="North Sea Wind Ops"

COPY --from=build /out/telemetry-ingest /usr/local/bin/telemetry-ingest
COPY config/alarm-thresholds.yaml /etc/windops/alarm-thresholds.yaml

ENV INGEST_MQTT_TOPIC="scada/+/10min" \
    INGEST_THRESHOLDS_FILE=/etc/windops/alarm-thresholds.yaml \
    INGEST_HTTP_ADDR=":8080" \
    INGEST_METRICS_ADDR=":9102"

EXPOSE 8080 9102

HEALTHCHECK --interval=30s --timeout=3s --start-period=20s --retries=3 \
    CMD ["/usr/local/bin/telemetry-ingest", "healthcheck", "--addr", "127.0.0.1:8080"]

USER nonroot:nonroot
ENTRYPOINT ["/usr/local/bin/telemetry-ingest"]
