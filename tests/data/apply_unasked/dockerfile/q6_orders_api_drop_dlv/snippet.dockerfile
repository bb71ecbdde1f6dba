COPY . .
RUN --mount=type=cache,target=/root/.cache/go-build \
    go build -trimpath -ldflags="-s -w -X main.version=${VERSION:-dev}" \
    -o /out/orders-api ./cmd/orders-api

# ... existing code ...

COPY --from=build /out/allocations-worker /app/allocations-worker
COPY migrations/ /app/migrations/

# ... existing code ...

EXPOSE 8080
USER nonroot:nonroot
ENTRYPOINT ["/app/orders-api"]
