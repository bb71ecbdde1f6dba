# ... builder stage unchanged ...

FROM python:3.12-slim AS runtime

# ... runtime ENV block and WORKDIR as before ...
RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq5 tini \
    && rm -rf /var/lib/apt/lists/*
# ... sender user, wheel install and app/migration COPY lines unchanged ...
USER sender
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["celery", "-A", "newsletter_sender.worker", "worker", "--loglevel=info", "--queues=newsletter-sends"]
