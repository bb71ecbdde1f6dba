# syntax=docker/dockerfile:1

# ---- shared module cache ----
FROM golang:1.22-bookworm AS modules
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download

# ---- build stages ----
FROM modules AS build-api
ARG VERSION=dev
COPY . .
RUN CGO_ENABLED=0 GOOS=linux go build -trimpath -ldflags="-s -w -X main.version=${VERSION}" -o /out/api ./cmd/api

FROM modules AS build-worker
ARG VERSION=dev
COPY . .
RUN CGO_ENABLED=0 GOOS=linux go build -trimpath -ldflags="-s -w -X main.version=${VERSION}" -o /out/worker ./cmd/worker

FROM modules AS build-migrate
ARG VERSION=dev
COPY . .
RUN CGO_ENABLED=0 GOOS=linux go build -trimpath -ldflags="-s -w -X main.version=${VERSION}" -o /out/migrate ./cmd/migrate

# ---- runtime images ----
FROM gcr.io/distroless/static-debian12:nonroot AS api
COPY --from=build-api /out/api /usr/local/bin/api
EXPOSE 8080
USER nonroot:nonroot
ENTRYPOINT ["/usr/local/bin/api"]

FROM gcr.io/distroless/static-debian12:nonroot AS worker
COPY --from=build-worker /out/worker /usr/local/bin/worker
USER nonroot:nonroot
ENTRYPOINT ["/usr/local/bin/worker", "--queues=default,emails", "--concurrency=8"]

FROM gcr.io/distroless/static-debian12:nonroot AS migrate
COPY --from=build-migrate /out/migrate /usr/local/bin/migrate
USER nonroot:nonroot
ENTRYPOINT ["/usr/local/bin/migrate", "up"]
