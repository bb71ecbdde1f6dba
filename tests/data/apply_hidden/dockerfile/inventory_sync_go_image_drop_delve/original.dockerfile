# Build and runtime image for the inventory-sync service.

ARG GO_VERSION=1.22

FROM golang:${GO_VERSION}-alpine AS build

RUN apk add --no-cache git ca-certificates

WORKDIR /src

COPY go.mod go.sum ./
RUN go mod download

# Debugger for remote debugging sessions in staging
RUN go install github.com/go-delve/delve/cmd/dlv@latest

COPY . .

ARG VERSION=dev
RUN CGO_ENABLED=0 GOOS=linux go build \
    -trimpath \
    -ldflags "-s -w -X main.version=${VERSION}" \
    -o /out/inventory-sync ./cmd/inventory-sync

FROM alpine:3.20

LABEL org.opencontainers.image.title="inventory-sync" \
      org.opencontainers.image.source="https://github.com/acme/inventory-sync"

ENV TZ=UTC

RUN apk add --no-cache ca-certificates tzdata \
    && adduser -D -H -u 10001 app

COPY --from=build /out/inventory-sync /usr/local/bin/inventory-sync
COPY --from=build /go/bin/dlv /usr/local/bin/dlv

USER app

EXPOSE 8080 2345

HEALTHCHECK --interval=30s --timeout=3s \
    CMD wget -qO- http://127.0.0.1:8080/healthz || exit 1

ENTRYPOINT ["/usr/local/bin/inventory-sync"]
CMD ["--config", "/etc/inventory-sync/config.yaml"]
