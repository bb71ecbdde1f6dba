# Disruption alert publisher: renders GTFS-rt alerts and pushes rider notifications.
FROM python:3.12-slim AS base

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1

RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq5 tzdata \
    && rm -rf /var/lib/apt/lists/*

FROM base AS builder
RUN apt-get update \
    && apt-get install -y --no-install-recommends build-essential libpq-dev \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /build
COPY requirements.txt .
RUN pip wheel --wheel-dir /wheels -r requirements.txt

FROM base AS runtime
ARG APP_USER=alerts
RUN useradd --create-home --uid 10001 ${APP_USER}
WORKDIR /srv/alert-publisher
COPY --from=builder /wheels /wheels
RUN pip install /wheels/* && rm -rf /wheels
COPY alert_publisher/ ./alert_publisher/
COPY gunicorn.conf.py .
ENV TZ=Europe/Vienna \
    ALERTS_FEED_PATH=/srv/alert-publisher/feed \
    ALERTS_PUSH_BATCH_SIZE=500
RUN mkdir -p /srv/alert-publisher/feed && chown ${APP_USER} /srv/alert-publisher/feed
USER ${APP_USER}
EXPOSE 8080
CMD ["gunicorn", "-c", "gunicorn.conf.py", "alert_publisher.wsgi:app"]
