# syntax=docker/dockerfile:1
# orders-svc: Go HTTP + gRPC service, distroless runtime image.

ARG GO_VERSION=1.22
ARG VERSION=dev

FROM golang:${GO_VERSION}-bookworm AS build
ARG VERSION
WORKDIR /src

ENV CGO_ENABLED=0 \
    GOOS=linux \
    GOARCH=amd64

COPY go.mod go.sum ./
RUN --mount=type=cache,target=/go/pkg/mod \
    go mod download

COPY cmd ./cmd
COPY internal ./internal
COPY migrations ./migrations

RUN --mount=type=cache,target=/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    go build -trimpath \
        -ldflags "-s -w -X github.com/acme/orders-svc/internal/version.Version=${VERSION}" \
        -o /out/orders-svc ./cmd/orders-svc

FROM gcr.io/distroless/static-debian12:nonroot AS runtime
ARG VERSION
LABEL org.opencontainers.image.source="https://github.com/acme/orders-svc" \
      org.opencontainers.image.version="${VERSION}"

WORKDIR /
COPY --from=build /out/orders-svc /usr/local/bin/orders-svc
COPY --from=build /src/migrations /migrations
COPY config/prod.yaml /etc/orders/config.yaml

USER nonroot:nonroot

EXPOSE 8080 9090
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
    CMD ["/usr/local/bin/orders-svc", "healthcheck"]
ENTRYPOINT ["/usr/local/bin/orders-svc"]
CMD ["serve", "--config", "/etc/orders/config.yaml"]
