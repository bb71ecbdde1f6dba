# Builds both binaries of the ingest service: the HTTP api and the queue worker.
ARG GO_VERSION=1.22
ARG ALPINE_VERSION=3.19

FROM golang:${GO_VERSION}-alpine AS build-base
RUN apk add --no-cache git ca-certificates tzdata
WORKDIR /src
COPY go.mod go.sum ./
RUN --mount=type=cache,target=/go/pkg/mod go mod download
COPY . .
ARG VERSION=dev

FROM build-base AS build-api
RUN --mount=type=cache,target=/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    CGO_ENABLED=0 go build -trimpath -ldflags "-s -w -X main.version=${VERSION}" -o /out/api ./cmd/api

FROM build-base AS build-worker
RUN --mount=type=cache,target=/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    CGO_ENABLED=0 go build -trimpath -tags "netgo osusergo" -ldflags "-s -w -X main.version=${VERSION} -X main.component=worker" -o /out/worker ./cmd/worker

FROM build-base AS build-migrate
RUN --mount=type=cache,target=/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    CGO_ENABLED=0 go build -trimpath -ldflags "-s -w -X main.version=${VERSION}" -o /out/migrate ./cmd/migrate

FROM alpine:${ALPINE_VERSION} AS api
RUN adduser -D -u 10001 app
COPY --from=build-base /usr/share/zoneinfo /usr/share/zoneinfo
COPY --from=build-base /etc/ssl/certs/ca-certificates.crt /etc/ssl/certs/
COPY --from=build-api /out/api /usr/local/bin/api
COPY --from=build-migrate /out/migrate /usr/local/bin/migrate
USER app
EXPOSE 8080
ENTRYPOINT ["/usr/local/bin/api"]

FROM alpine:${ALPINE_VERSION} AS worker
RUN adduser -D -u 10001 app
COPY --from=build-base /usr/share/zoneinfo /usr/share/zoneinfo
COPY --from=build-base /etc/ssl/certs/ca-certificates.crt /etc/ssl/certs/
COPY --from=build-worker /out/worker /usr/local/bin/worker
USER app
ENTRYPOINT ["/usr/local/bin/worker"]
CMD ["--concurrency", "8"]
