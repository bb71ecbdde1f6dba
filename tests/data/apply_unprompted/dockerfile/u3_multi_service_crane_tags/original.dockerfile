# syntax=docker/dockerfile:1.7
#
# One Dockerfile for the wind farm maintenance backend. Build a single service with
#   docker build --target telemetry-ingest -t windops/telemetry-ingest .
#   docker build --target workorders      -t windops/workorders .
#   docker build --target crane-bookings  -t windops/crane-bookings .

FROM golang:1.22-bookworm AS base
WORKDIR /src
COPY go.mod go.sum ./
RUN --mount=type=cache,target=/go/pkg/mod go mod download
COPY . .

# ---- builders -------------------------------------------------------------

FROM base AS build-telemetry-ingest
RUN --mount=type=cache,target=/go/pkg/mod --mount=type=cache,target=/root/.cache/go-build \
    CGO_ENABLED=0 go build -trimpath -ldflags "-s -w" -o /out/app ./cmd/telemetry-ingest

FROM base AS build-workorders
RUN --mount=type=cache,target=/go/pkg/mod --mount=type=cache,target=/root/.cache/go-build \
    CGO_ENABLED=0 go build -trimpath -ldflags "-s -w" -o /out/app ./cmd/workorders

FROM base AS build-crane-bookings
RUN --mount=type=cache,target=/go/pkg/mod --mount=type=cache,target=/root/.cache/go-build \
    CGO_ENABLED=0 go build -trimpath -ldflags "-s -w" -o /out/app ./cmd/crane-bookings

# ---- runtime images -------------------------------------------------------

FROM gcr.io/distroless/static-debian12:nonroot AS telemetry-ingest
COPY --from=build-telemetry-ingest /out/app /app
EXPOSE 8080
ENTRYPOINT ["/app"]

FROM gcr.io/distroless/static-debian12:nonroot AS workorders
COPY --from=build-workorders /out/app /app
COPY migrations/workorders /migrations
EXPOSE 8081
ENTRYPOINT ["/app"]

FROM gcr.io/distroless/static-debian12:nonroot AS crane-bookings
COPY --from=build-crane-bookings /out/app /app
COPY migrations/crane-bookings /migrations
EXPOSE 8082
ENTRYPOINT ["/app"]
