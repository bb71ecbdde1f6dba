# Build and runtime images for the ledger API and its background worker.
# Targets: api (default for deploys), worker, test.
ARG GO_VERSION=1.22

FROM golang:${GO_VERSION}-bookworm AS deps
WORKDIR /src
ENV CGO_ENABLED=0 \
    GOFLAGS=-mod=readonly
COPY go.mod go.sum ./
RUN --mount=type=cache,target=/go/pkg/mod \
    go mod download

FROM deps AS build
COPY . .
RUN --mount=type=cache,target=/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    go build -trimpath -ldflags="-s -w" -o /out/ledger-api ./cmd/api
RUN --mount=type=cache,target=/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    go build -trimpath -ldflags="-s -w" -o /out/ledger-worker ./cmd/worker

FROM deps AS test
COPY . .
RUN --mount=type=cache,target=/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    go vet ./... && go test -count=1 ./...

FROM gcr.io/distroless/static-debian12:nonroot AS worker
LABEL org.opencontainers.image.source="https://github.com/acme/ledger" \
      org.opencontainers.image.title="ledger-worker"
COPY --from=build /out/ledger-worker /usr/local/bin/ledger-worker
USER nonroot:nonroot
ENTRYPOINT ["/usr/local/bin/ledger-worker"]

FROM gcr.io/distroless/static-debian12:nonroot AS api
LABEL org.opencontainers.image.source="https://github.com/acme/ledger" \
      org.opencontainers.image.title="ledger-api"
COPY --from=build /out/ledger-api /usr/local/bin/ledger-api
COPY migrations /migrations
USER nonroot:nonroot
EXPOSE 8080
ENTRYPOINT ["/usr/local/bin/ledger-api"]
