FROM golang:1.22-alpine AS build

RUN apk add --no-cache git ca-certificates tzdata

WORKDIR /src

# cache modules separately from sources
COPY go.mod go.sum ./
RUN go mod download

COPY cmd ./cmd
COPY internal ./internal
COPY pkg ./pkg

# run unit tests before building; fails the image build on any test failure
RUN --mount=type=cache,target=/root/.cache/go-build \
    go vet ./... && go test -short ./...

# static binary, stripped
RUN CGO_ENABLED=0 GOOS=linux GOARCH=amd64 \
    go build -trimpath -ldflags="-s -w" -o /out/gateway ./cmd/gateway

FROM alpine:3.19 AS certs
RUN apk add --no-cache ca-certificates

FROM scratch

LABEL org.opencontainers.image.title="acme-gateway" \
      org.opencontainers.image.vendor="Acme Platform"

COPY --from=build /usr/share/zoneinfo /usr/share/zoneinfo
COPY --from=certs /etc/ssl/certs/ca-certificates.crt /etc/ssl/certs/
COPY --from=build /out/gateway /gateway
COPY config/gateway.yaml /etc/gateway/gateway.yaml

ENV TZ=UTC \
    GATEWAY_CONFIG=/etc/gateway/gateway.yaml

EXPOSE 8443
EXPOSE 9090

USER 65532:65532

ENTRYPOINT ["/gateway"]
CMD ["serve"]
