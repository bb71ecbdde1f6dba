# ... existing build stage setup ...
COPY pkg ./pkg

# run unit tests before building; fails the image build on any test failure
RUN --mount=type=cache,target=/root/.cache/go-build \
    go vet ./... && go test -short ./...

# static binary, stripped
RUN CGO_ENABLED=0 GOOS=linux GOARCH=amd64 \
    go build -trimpath -ldflags="-s -w" -o /out/gateway ./cmd/gateway

# ... remaining stages unchanged ...
