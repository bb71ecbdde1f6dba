# ... existing code ...
WORKDIR /srv/alert-publisher
COPY --from=builder /wheels /wheels
RUN pip install /wheels/* && rm -rf /wheels
COPY alert_publisher/ ./alert_publisher/
COPY gunicorn.conf.py .
# ... existing code ...
