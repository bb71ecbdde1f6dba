# Build and run the queue worker.
#   docker build -t acme/worker:dev -f build/worker.Dockerfile .

ARG GO_VERSION=1.22
ARG ALPINE_VERSION=3.19

FROM golang:${GO_VERSION}-alpine${ALPINE_VERSION} AS build

RUN apk add --no-cache git ca-certificates tzdata

WORKDIR /src

COPY go.mod go.sum ./
RUN --mount=type=cache,target=/go/pkg/mod \
    go mod download

COPY cmd/ ./cmd/
COPY internal/ ./internal/
COPY pkg/ ./pkg/

ARG VERSION=dev
ARG COMMIT=unknown

RUN --mount=type=cache,target=/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    CGO_ENABLED=0 GOOS=linux go build \
        -trimpath \
        -ldflags "-s -w -X main.version=${VERSION} -X main.commit=${COMMIT}" \
        -o /out/worker ./cmd/worker

FROM alpine:${ALPINE_VERSION} AS runtime

RUN apk add --no-cache ca-certificates tzdata \
    && addgroup -S worker \
    && adduser -S -G worker -H -s /sbin/nologin worker

COPY --from=build /out/worker /usr/local/bin/worker
COPY configs/worker.yaml /etc/worker/worker.yaml

ENV WORKER_CONFIG=/etc/worker/worker.yaml \
    WORKER_CONCURRENCY=8

USER worker

ENTRYPOINT ["/usr/local/bin/worker"]
CMD ["--log-format=json"]
