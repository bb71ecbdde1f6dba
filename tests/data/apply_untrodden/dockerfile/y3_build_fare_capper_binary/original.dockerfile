# syntax=docker/dockerfile:1.6

# ---- build ----
FROM golang:1.22-bookworm AS build

WORKDIR /src

ENV CGO_ENABLED=0 \
    GOOS=linux \
    GOFLAGS=-trimpath

COPY go.mod go.sum ./
RUN --mount=type=cache,target=/go/pkg/mod \
    go mod download

COPY . .

RUN --mount=type=cache,target=/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    go build -ldflags="-s -w" -o /out/gtfs-importer ./cmd/gtfs-importer
RUN --mount=type=cache,target=/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    go build -ldflags="-s -w" -o /out/rt-poller ./cmd/rt-poller

# ---- runtime ----
FROM gcr.io/distroless/static-debian12:nonroot

LABEL org.opencontainers.image.title="metro-transit-ingest" \
      org.opencontainers.image.vendor="Metro Transit Authority" \
      org.opencontainers.image.source="https://git.metrotransit.example/data/transit-ingest"

COPY --from=build /out/gtfs-importer /usr/local/bin/gtfs-importer
COPY --from=build /out/rt-poller /usr/local/bin/rt-poller
COPY --from=build /src/config/feeds.yaml /etc/transit/feeds.yaml

ENV TRANSIT_CONFIG=/etc/transit/feeds.yaml \
    TZ=America/Chicago

USER nonroot:nonroot
EXPOSE 9090

ENTRYPOINT ["/usr/local/bin/rt-poller"]
CMD ["--config", "/etc/transit/feeds.yaml"]
