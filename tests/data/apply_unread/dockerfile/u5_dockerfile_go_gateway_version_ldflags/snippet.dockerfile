FROM golang:1.22-bookworm AS build

ARG VERSION=dev
ARG COMMIT=unknown

# ...

RUN --mount=type=cache,target=/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    go build -trimpath \
      -ldflags "-s -w -X main.version=${VERSION} -X main.commit=${COMMIT}" \
      -o /out/gateway ./cmd/gateway

# ... (rest unchanged) ...
