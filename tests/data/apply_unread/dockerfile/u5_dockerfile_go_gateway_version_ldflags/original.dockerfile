# Build and package the API gateway.

FROM golang:1.22-bookworm AS build

WORKDIR /src

ENV CGO_ENABLED=0 \
    GOOS=linux \
    GOFLAGS=-mod=readonly

COPY go.mod go.sum ./
RUN --mount=type=cache,target=/go/pkg/mod \
    go mod download

COPY cmd ./cmd
COPY internal ./internal
COPY pkg ./pkg

RUN --mount=type=cache,target=/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    go build -o /out/gateway ./cmd/gateway

RUN --mount=type=cache,target=/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    go build -o /out/healthcheck ./cmd/healthcheck


FROM gcr.io/distroless/static-debian12:nonroot AS runtime

WORKDIR /app

COPY --from=build /out/gateway /app/gateway
COPY --from=build /out/healthcheck /app/healthcheck
COPY config/gateway.yaml /app/config/gateway.yaml

ENV GATEWAY_CONFIG=/app/config/gateway.yaml \
    GATEWAY_LISTEN=:8080

EXPOSE 8080 9090

USER nonroot:nonroot

HEALTHCHECK --interval=15s --timeout=2s --retries=3 CMD ["/app/healthcheck", "http://127.0.0.1:8080/readyz"]

ENTRYPOINT ["/app/gateway"]
