ARG GO_VERSION=1.22

FROM golang:${GO_VERSION}-alpine AS builder
RUN apk add --no-cache git ca-certificates tzdata
WORKDIR /src

COPY go.mod go.sum ./
RUN --mount=type=cache,target=/go/pkg/mod \
    go mod download

COPY . .
ARG VERSION=dev
ARG COMMIT=unknown
RUN --mount=type=cache,target=/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    CGO_ENABLED=0 GOOS=linux go build \
      -trimpath \
      -ldflags="-s -w -X main.version=${VERSION} -X main.commit=${COMMIT}" \
      -o /out/server ./cmd/server

RUN --mount=type=cache,target=/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    CGO_ENABLED=0 go build -o /out/migrate ./cmd/migrate

FROM alpine:3.19
RUN apk add --no-cache ca-certificates \
    && addgroup -S app && adduser -S -G app app

COPY --from=builder /usr/share/zoneinfo /usr/share/zoneinfo
COPY --from=builder /out/server /usr/local/bin/server
COPY --from=builder /out/migrate /usr/local/bin/migrate
COPY --from=builder /src/migrations /app/migrations

USER app
WORKDIR /app
ENV TZ=UTC \
    MIGRATIONS_DIR=/app/migrations

EXPOSE 8080 9090
ENTRYPOINT ["/usr/local/bin/server"]
CMD ["--config", "/app/config.yaml"]
