FROM python:3.12-slim AS builder

ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1
WORKDIR /build
RUN apt-get update \
    && apt-get install -y --no-install-recommends build-essential libpq-dev \
    && rm -rf /var/lib/apt/lists/*
COPY requirements.txt requirements-worker.txt ./
RUN pip wheel --wheel-dir /wheels -r requirements.txt -r requirements-worker.txt

FROM python:3.12-slim AS runtime

ENV PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    NEWSLETTER_QUEUE=newsletter-sends \
    NEWSLETTER_CONCURRENCY=8
WORKDIR /app
RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq5 \
    && rm -rf /var/lib/apt/lists/*
RUN groupadd --system sender && useradd --system --gid sender --home /app sender
COPY --from=builder /wheels /wheels
RUN pip install --no-cache-dir /wheels/* && rm -rf /wheels
COPY newsletter_sender ./newsletter_sender
COPY templates ./templates
COPY alembic.ini ./
COPY migrations ./migrations
USER sender
CMD ["celery", "-A", "newsletter_sender.worker", "worker", "--loglevel=info", "--queues=newsletter-sends"]
