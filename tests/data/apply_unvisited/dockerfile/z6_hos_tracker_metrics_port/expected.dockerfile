# syntax=docker/dockerfile:1.6
# Builds the fleet backend services into minimal runtime images.
#   docker build --target route-planner -t fleet/route-planner .

ARG GO_VERSION=1.22
ARG ALPINE_VERSION=3.19

FROM golang:${GO_VERSION}-alpine AS deps
WORKDIR /src
RUN apk add --no-cache git ca-certificates tzdata
COPY go.mod go.sum ./
RUN --mount=type=cache,target=/go/pkg/mod go mod download

FROM deps AS build-route-planner
COPY . .
RUN --mount=type=cache,target=/go/pkg/mod --mount=type=cache,target=/root/.cache/go-build \
    CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/route-planner ./cmd/route-planner

FROM deps AS build-hos-tracker
COPY . .
RUN --mount=type=cache,target=/go/pkg/mod --mount=type=cache,target=/root/.cache/go-build \
    CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/hos-tracker ./cmd/hos-tracker

FROM deps AS build-alert-worker
COPY . .
RUN --mount=type=cache,target=/go/pkg/mod --mount=type=cache,target=/root/.cache/go-build \
    CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/alert-worker ./cmd/alert-worker

FROM alpine:${ALPINE_VERSION} AS runtime-base
RUN apk add --no-cache ca-certificates tzdata \
    && addgroup -S fleet && adduser -S -G fleet fleet
USER fleet
ENV TZ=UTC

FROM runtime-base AS route-planner
COPY --from=build-route-planner /out/route-planner /usr/local/bin/route-planner
EXPOSE 8080
ENTRYPOINT ["route-planner"]

FROM runtime-base AS hos-tracker
COPY --from=build-hos-tracker /out/hos-tracker /usr/local/bin/hos-tracker
EXPOSE 8080 9102
ENTRYPOINT ["hos-tracker"]

FROM runtime-base AS alert-worker
COPY --from=build-alert-worker /out/alert-worker /usr/local/bin/alert-worker
ENTRYPOINT ["alert-worker"]
