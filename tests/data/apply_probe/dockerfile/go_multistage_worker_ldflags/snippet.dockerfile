# ... existing code ...

FROM build-base AS build-worker
RUN --mount=type=cache,target=/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    CGO_ENABLED=0 go build -trimpath -tags "netgo osusergo" -ldflags "-s -w -X main.version=${VERSION} -X main.component=worker" -o /out/worker ./cmd/worker

# ... existing code ...
