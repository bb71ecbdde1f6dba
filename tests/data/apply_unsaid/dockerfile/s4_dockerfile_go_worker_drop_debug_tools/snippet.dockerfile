# ... existing build steps ...

RUN --mount=type=cache,target=/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    CGO_ENABLED=0 GOOS=linux go build \
        -trimpath \
        -ldflags "-s -w -X main.version=${VERSION} -X main.commit=${COMMIT}" \
        -o /out/worker ./cmd/worker

FROM alpine:${ALPINE_VERSION} AS runtime

# ... existing runtime setup ...

COPY --from=build /out/worker /usr/local/bin/worker
COPY configs/worker.yaml /etc/worker/worker.yaml

# ... rest unchanged ...
