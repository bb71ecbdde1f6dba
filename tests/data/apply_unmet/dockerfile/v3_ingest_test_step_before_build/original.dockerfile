# syntax=docker/dockerfile:1.6
ARG GO_VERSION=1.22

FROM golang:${GO_VERSION}-bookworm AS build
WORKDIR /src

COPY go.mod go.sum ./
RUN --mount=type=cache,target=/go/pkg/mod \
    go mod download

COPY . .
RUN --mount=type=cache,target=/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    CGO_ENABLED=0 GOOS=linux go build -trimpath -ldflags="-s -w" -o /out/telemetry-ingest ./cmd/telemetry-ingest

FROM debian:bookworm-slim AS runtime
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates tzdata \
    && rm -rf /var/lib/apt/lists/*

RUN groupadd --system ingest && useradd --system --gid ingest --home /var/lib/ingest ingest
WORKDIR /var/lib/ingest

COPY --from=build /out/telemetry-ingest /usr/local/bin/telemetry-ingest
COPY deploy/ingest.yaml /etc/telemetry-ingest/config.yaml

ENV INGEST_CONFIG=/etc/telemetry-ingest/config.yaml \
    INGEST_LISTEN_ADDR=:8443 \
    INGEST_MQTT_ADDR=:8883

EXPOSE 8443 8883
USER ingest

HEALTHCHECK --interval=30s --timeout=3s --retries=3 \
    CMD ["/usr/local/bin/telemetry-ingest", "healthcheck"]

ENTRYPOINT ["/usr/local/bin/telemetry-ingest"]
CMD ["serve"]
