# syntax=docker/dockerfile:1.6
# wholesale-orders API: distributor ordering, allocations and invoicing.

FROM golang:1.22-bookworm AS build

WORKDIR /src
ENV CGO_ENABLED=0 \
    GOOS=linux

COPY go.mod go.sum ./
RUN --mount=type=cache,target=/go/pkg/mod go mod download

COPY . .
RUN go install github.com/go-delve/delve/cmd/dlv@v1.22.1
RUN --mount=type=cache,target=/root/.cache/go-build \
    go build -trimpath -ldflags="-s -w -X main.version=${VERSION:-dev}" \
    -o /out/orders-api ./cmd/orders-api
RUN --mount=type=cache,target=/root/.cache/go-build \
    go build -trimpath -ldflags="-s -w" \
    -o /out/allocations-worker ./cmd/allocations-worker

FROM gcr.io/distroless/static-debian12:nonroot AS runtime

WORKDIR /app
COPY --from=build /out/orders-api /app/orders-api
COPY --from=build /out/allocations-worker /app/allocations-worker
COPY --from=build /go/bin/dlv /app/dlv
COPY migrations/ /app/migrations/
COPY config/price-lists/ /app/config/price-lists/

ENV ORDERS_HTTP_ADDR=":8080" \
    ORDERS_MIGRATIONS_DIR="/app/migrations" \
    ORDERS_PRICE_LIST_DIR="/app/config/price-lists"

EXPOSE 8080 2345
USER nonroot:nonroot
ENTRYPOINT ["/app/orders-api"]
