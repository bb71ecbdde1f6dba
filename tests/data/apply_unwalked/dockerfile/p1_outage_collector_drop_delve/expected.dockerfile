# Grid outage report collector (polls TSO feeds and substation RTUs).
ARG GO_VERSION=1.22

FROM golang:${GO_VERSION}-alpine AS build
RUN apk add --no-cache git ca-certificates tzdata
WORKDIR /src

COPY go.mod go.sum ./
RUN --mount=type=cache,target=/go/pkg/mod go mod download

COPY . .
ARG VERSION=dev
RUN --mount=type=cache,target=/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    CGO_ENABLED=0 GOOS=linux go build \
      -ldflags "-s -w -X main.version=${VERSION}" \
      -o /out/outage-collector ./cmd/outage-collector

FROM alpine:3.19 AS certs
RUN apk add --no-cache ca-certificates tzdata

FROM scratch
COPY --from=certs /etc/ssl/certs/ca-certificates.crt /etc/ssl/certs/
COPY --from=certs /usr/share/zoneinfo /usr/share/zoneinfo
COPY --from=build /out/outage-collector /outage-collector
COPY config/feeds.yaml /etc/outage-collector/feeds.yaml

ENV TZ=Europe/Amsterdam
USER 65532:65532
EXPOSE 9090
ENTRYPOINT ["/outage-collector"]
CMD ["--config", "/etc/outage-collector/feeds.yaml"]
