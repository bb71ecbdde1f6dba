# ... existing code ...

log "starting gunicorn on port ${PORT} with ${WORKERS} workers"
exec gunicorn config.wsgi:application \
  --bind "0.0.0.0:${PORT}" \
  --workers "$WORKERS" \
  --timeout "${GUNICORN_TIMEOUT:-60}" \
  --access-logfile -
