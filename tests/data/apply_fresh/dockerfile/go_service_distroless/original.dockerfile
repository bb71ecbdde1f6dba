# Build stage: compile a static binary.
FROM golang:1.22 AS build

WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download

COPY . .
RUN go vet ./... && go test ./...

ARG VERSION=dev
ARG COMMIT=unknown
RUN CGO_ENABLED=0 GOOS=linux go build \
    -trimpath \
    -ldflags "-s -w -X main.version=${VERSION} -X main.commit=${COMMIT}" \
    -o /out/linkshort ./cmd/linkshort

# Runtime stage.
FROM alpine:3.19
LABEL org.opencontainers.image.title="linkshort"

RUN apk add --no-cache ca-certificates tzdata \
    && adduser -D -u 10001 linkshort

COPY --from=build /out/linkshort /usr/local/bin/linkshort
COPY migrations /usr/local/share/linkshort/migrations

USER linkshort
EXPOSE 8080
ENTRYPOINT ["/usr/local/bin/linkshort"]
CMD ["serve", "--addr", ":8080"]
