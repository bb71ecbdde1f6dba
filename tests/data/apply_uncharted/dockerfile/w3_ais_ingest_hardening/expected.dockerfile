# AIS ingest service — consumes NMEA feeds and publishes positions to Kafka
FROM golang:1.22-bookworm AS build

WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download

COPY . .
ARG VERSION=dev
RUN CGO_ENABLED=0 GOOS=linux go build -trimpath \
    -ldflags "-s -w -X main.version=${VERSION}" \
    -o /out/ais-ingest ./cmd/ais-ingest

FROM debian:bookworm-slim

RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates tzdata curl \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10110 --no-create-home ais

COPY --from=build /out/ais-ingest /usr/local/bin/ais-ingest
COPY config/ingest.yaml /etc/ais-ingest/ingest.yaml

ENV AIS_CONFIG=/etc/ais-ingest/ingest.yaml \
    TZ=UTC

USER ais
EXPOSE 10110/udp 9102

HEALTHCHECK --interval=30s --timeout=3s --retries=3 \
    CMD curl -fsS http://localhost:9102/healthz || exit 1

ENTRYPOINT ["/usr/local/bin/ais-ingest"]
CMD ["--config", "/etc/ais-ingest/ingest.yaml"]
