# syntax=docker/dockerfile:1.6
# AVL ingest service: receives GPS pings from on-board units and serves live positions.

ARG GO_VERSION=1.22

FROM golang:${GO_VERSION}-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN --mount=type=cache,target=/go/pkg/mod go mod download
COPY . .
RUN --mount=type=cache,target=/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    CGO_ENABLED=0 GOOS=linux go build -trimpath -ldflags="-s -w" -o /out/avl-ingest ./cmd/avl-ingest
RUN --mount=type=cache,target=/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    CGO_ENABLED=0 GOOS=linux go build -trimpath -ldflags="-s -w" -o /out/avl-replay ./cmd/avl-replay

FROM gcr.io/distroless/static-debian12:nonroot AS runtime
LABEL org.opencontainers.image.title="avl-ingest" \
      org.opencontainers.image.vendor="Metro Transit Authority" \
      org.opencontainers.image.source="https://git.metrotransit.example/realtime/avl-ingest"
WORKDIR /app
COPY --from=build /out/avl-ingest /app/avl-ingest
COPY --from=build /out/avl-replay /app/avl-replay
COPY config/feeds.json /app/config/feeds.json
ENV AVL_LISTEN_ADDR=:7400 \
    AVL_METRICS_ADDR=:9090 \
    AVL_FEEDS_CONFIG=/app/config/feeds.json \
    AVL_MAX_POSITION_AGE=120s
# 7400/udp: on-board unit pings, 9090: Prometheus metrics and /healthz
EXPOSE 7400/udp
EXPOSE 9090
USER nonroot:nonroot
ENTRYPOINT ["/app/avl-ingest"]
CMD ["--log-format=json"]
