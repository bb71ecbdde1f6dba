# syntax=docker/dockerfile:1.7
#
# Image for the match-scheduler service.
# Builds a static binary and ships it on distroless.

ARG GO_VERSION=1.22

FROM golang:${GO_VERSION}-alpine AS build

RUN apk add --no-cache git ca-certificates tzdata

WORKDIR /src

COPY go.mod go.sum ./
RUN --mount=type=cache,target=/go/pkg/mod \
    go mod download

COPY cmd/ ./cmd/
COPY internal/ ./internal/

ARG VERSION=dev
RUN --mount=type=cache,target=/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    CGO_ENABLED=0 GOOS=linux go build \
      -trimpath \
      -ldflags="-s -w -X main.version=${VERSION}" \
      -o /out/match-scheduler ./cmd/match-scheduler

FROM gcr.io/distroless/static-debian12:nonroot

COPY --from=build /usr/share/zoneinfo /usr/share/zoneinfo
COPY --from=build /etc/ssl/certs/ca-certificates.crt /etc/ssl/certs/
COPY --from=build /out/match-scheduler /usr/local/bin/match-scheduler

ENV TZ=UTC \
    SCHEDULER_HTTP_ADDR=:8080 \
    SCHEDULER_SLOT_BUFFER=15m

EXPOSE 8080
USER nonroot:nonroot

ENTRYPOINT ["/usr/local/bin/match-scheduler"]
CMD ["serve"]
