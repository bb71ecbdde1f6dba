# syntax=docker/dockerfile:1.6

# Build the billing-worker binary
FROM --platform=$BUILDPLATFORM golang:1.22-alpine AS build

RUN apk add --no-cache git

WORKDIR /src

# Download modules first so they are cached between builds
COPY go.mod go.sum ./
RUN --mount=type=cache,target=/go/pkg/mod \
    go mod download

COPY cmd/ ./cmd/
COPY internal/ ./internal/
COPY pkg/ ./pkg/

ARG VERSION=dev
ARG COMMIT=unknown
ARG TARGETOS=linux
ARG TARGETARCH=amd64

RUN --mount=type=cache,target=/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    CGO_ENABLED=0 GOOS=${TARGETOS} GOARCH=${TARGETARCH} \
    go build -trimpath \
    -ldflags "-s -w -X main.version=${VERSION} -X main.commit=${COMMIT}" \
    -o /out/billing-worker ./cmd/billing-worker

# Runtime image: distroless, runs as nonroot
FROM gcr.io/distroless/static-debian12:nonroot

COPY --from=build /out/billing-worker /billing-worker
COPY config/worker.yaml /etc/billing/worker.yaml

ENV BILLING_CONFIG=/etc/billing/worker.yaml \
    TZ=UTC

USER nonroot:nonroot

EXPOSE 9090

ENTRYPOINT ["/billing-worker"]
CMD ["--metrics-addr=:9090"]
