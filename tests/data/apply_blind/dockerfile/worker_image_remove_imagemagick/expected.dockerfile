FROM python:3.12-slim-bookworm AS base

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq5 ca-certificates \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /srv/worker

FROM base AS builder
RUN apt-get update \
    && apt-get install -y --no-install-recommends build-essential libpq-dev \
    && rm -rf /var/lib/apt/lists/*
COPY requirements.lock .
RUN pip wheel --wheel-dir /wheels -r requirements.lock

FROM base AS runtime
COPY --from=builder /wheels /wheels
RUN pip install --no-index --find-links=/wheels /wheels/*.whl \
    && rm -rf /wheels

COPY worker/ ./worker/
COPY celeryconfig.py .

RUN groupadd --system worker && useradd --system --gid worker worker
USER worker

CMD ["celery", "--app", "worker.app", "worker", "--loglevel", "INFO", "--concurrency", "4"]
