# ... existing code ...

FROM gcr.io/distroless/static-debian12:nonroot AS worker
COPY --from=build-worker /out/worker /usr/local/bin/worker
USER nonroot:nonroot
ENTRYPOINT ["/usr/local/bin/worker", "--queues=default,emails", "--concurrency=8"]

# ... existing code ...
