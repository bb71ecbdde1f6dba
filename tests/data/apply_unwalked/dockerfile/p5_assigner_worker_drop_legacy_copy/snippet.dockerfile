# ... existing code ...

ENV PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    PATH="/opt/venv/bin:$PATH"
ENV TZ=Europe/London

COPY --from=builder /opt/venv /opt/venv
COPY assigner/ /app/assigner/
COPY celeryconfig.py /app/

# ... existing code ...
