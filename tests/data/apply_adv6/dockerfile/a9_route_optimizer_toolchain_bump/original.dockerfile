# syntax=docker/dockerfile:1.4
ARG GO_VERSION=1.21
ARG ALPINE_VERSION=3.19

# ---- build stage -------------------------------------------------------
FROM golang:${GO_VERSION}-alpine${ALPINE_VERSION} AS build

RUN apk add --no-cache git ca-certificates tzdata

WORKDIR /src
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
        -o /out/route-optimizer ./cmd/route-optimizer

# ---- runtime stage -----------------------------------------------------
FROM alpine:${ALPINE_VERSION}

RUN addgroup -S fleet && adduser -S -G fleet fleet
COPY --from=build /etc/ssl/certs/ca-certificates.crt /etc/ssl/certs/
COPY --from=build /usr/share/zoneinfo /usr/share/zoneinfo
COPY --from=build /out/route-optimizer /usr/local/bin/route-optimizer
COPY config/route-optimizer.yaml /etc/route-optimizer/config.yaml

ENV TZ=Europe/London \
    ROUTER_GRPC_ADDR=:7443 \
    ROUTER_METRICS_ADDR=:9102

EXPOSE 7443 9102
USER fleet

ENTRYPOINT ["/usr/local/bin/route-optimizer"]
CMD ["--config", "/etc/route-optimizer/config.yaml"]
