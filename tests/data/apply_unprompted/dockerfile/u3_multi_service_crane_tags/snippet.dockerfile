# ... existing code ...

FROM base AS build-crane-bookings
RUN --mount=type=cache,target=/go/pkg/mod --mount=type=cache,target=/root/.cache/go-build \
    CGO_ENABLED=0 go build -trimpath -tags timetzdata -ldflags "-s -w" -o /out/app ./cmd/crane-bookings

# ... existing code ...
