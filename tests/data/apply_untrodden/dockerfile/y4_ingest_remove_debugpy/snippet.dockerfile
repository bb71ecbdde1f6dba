# ... existing code ...

WORKDIR /app
COPY --from=builder /opt/venv /opt/venv
COPY src/ ./src/

USER ingest
EXPOSE 8080

# ... existing code ...
