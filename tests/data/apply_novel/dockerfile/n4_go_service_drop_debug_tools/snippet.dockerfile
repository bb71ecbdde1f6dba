# ... existing code ...
COPY --from=builder /out/migrate /usr/local/bin/migrate
COPY --from=builder /src/migrations /app/migrations

USER app
WORKDIR /app
# ... existing code ...
