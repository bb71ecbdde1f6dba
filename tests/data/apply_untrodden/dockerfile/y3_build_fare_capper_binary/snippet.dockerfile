# ... existing code ...
RUN --mount=type=cache,target=/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    go build -ldflags="-s -w" -o /out/rt-poller ./cmd/rt-poller
RUN --mount=type=cache,target=/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    go build -ldflags="-s -w" -o /out/fare-capper ./cmd/fare-capper

# ... existing code ...
COPY --from=build /out/rt-poller /usr/local/bin/rt-poller
COPY --from=build /out/fare-capper /usr/local/bin/fare-capper
# ... existing code ...
