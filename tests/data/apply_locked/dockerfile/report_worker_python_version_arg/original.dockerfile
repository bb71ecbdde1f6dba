# syntax=docker/dockerfile:1
FROM python:3.10-slim AS base

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /app

# ---------------------------------------------------------------------------
FROM base AS builder

RUN apt-get update \
    && apt-get install -y --no-install-recommends build-essential libpq-dev \
    && rm -rf /var/lib/apt/lists/*

COPY requirements.txt .
RUN pip wheel --wheel-dir /wheels -r requirements.txt

# ---------------------------------------------------------------------------
FROM base AS runtime

RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq5 fonts-dejavu-core \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --create-home --uid 1000 worker

COPY --from=builder /wheels /wheels
RUN pip install /wheels/* && rm -rf /wheels

COPY --chown=worker:worker reports ./reports
COPY --chown=worker:worker worker.py celeryconfig.py ./

USER worker

# Tune per deployment; the PDF renderer is memory hungry.
ENV CELERY_CONCURRENCY=2

CMD ["sh", "-c", "celery -A worker worker --loglevel=INFO --concurrency=${CELERY_CONCURRENCY} -Q reports"]
