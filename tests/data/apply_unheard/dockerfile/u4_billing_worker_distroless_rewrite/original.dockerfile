# Build the billing-worker binary
FROM golang:1.21-alpine AS build

RUN apk add --no-cache git ca-certificates tzdata

WORKDIR /src

# Download modules first so they are cached between builds
COPY go.mod go.sum ./
RUN go mod download

COPY cmd/ ./cmd/
COPY internal/ ./internal/
COPY pkg/ ./pkg/

ARG VERSION=dev
ARG COMMIT=unknown

RUN CGO_ENABLED=0 GOOS=linux GOARCH=amd64 \
    go build -trimpath \
    -ldflags "-s -w -X main.version=${VERSION} -X main.commit=${COMMIT}" \
    -o /out/billing-worker ./cmd/billing-worker

# Runtime image
FROM alpine:3.19

RUN apk add --no-cache ca-certificates tzdata \
    && addgroup -S billing \
    && adduser -S -G billing billing

COPY --from=build /out/billing-worker /usr/local/bin/billing-worker
COPY config/worker.yaml /etc/billing/worker.yaml

ENV BILLING_CONFIG=/etc/billing/worker.yaml \
    TZ=UTC

USER billing

EXPOSE 9090

ENTRYPOINT ["/usr/local/bin/billing-worker"]
CMD ["--metrics-addr=:9090"]
