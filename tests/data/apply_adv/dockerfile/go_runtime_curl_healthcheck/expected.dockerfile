ARG GO_VERSION=1.22
ARG DEBIAN_RELEASE=bookworm

FROM golang:${GO_VERSION}-${DEBIAN_RELEASE} AS builder

RUN apt-get update \
    && apt-get install -y --no-install-recommends \
        ca-certificates \
        git \
        make \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download

COPY . .
RUN CGO_ENABLED=0 make build OUTPUT=/out/tilesrv

FROM debian:${DEBIAN_RELEASE}-slim AS tools

RUN apt-get update \
    && apt-get install -y --no-install-recommends \
        ca-certificates \
        curl \
        gdal-bin \
    && rm -rf /var/lib/apt/lists/*

FROM debian:${DEBIAN_RELEASE}-slim AS runtime

RUN apt-get update \
    && apt-get install -y --no-install-recommends \
        ca-certificates \
        curl \
        tzdata \
    && rm -rf /var/lib/apt/lists/*

COPY --from=builder /out/tilesrv /usr/local/bin/tilesrv
COPY config/tilesrv.yaml /etc/tilesrv/tilesrv.yaml

RUN useradd --system --no-create-home tilesrv
USER tilesrv

HEALTHCHECK --interval=30s --timeout=5s --retries=3 \
    CMD curl -fsS http://localhost:8080/healthz || exit 1

EXPOSE 8080
ENTRYPOINT ["/usr/local/bin/tilesrv"]
CMD ["--config", "/etc/tilesrv/tilesrv.yaml"]
