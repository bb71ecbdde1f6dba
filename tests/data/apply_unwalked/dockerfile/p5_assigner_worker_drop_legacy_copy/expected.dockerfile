# syntax=docker/dockerfile:1.6
# Referee assignment worker: consumes fixture-published events and
# proposes officials for each match. Runs as a Celery worker.

ARG PYTHON_VERSION=3.12

FROM python:${PYTHON_VERSION}-slim AS builder
WORKDIR /build
RUN apt-get update \
    && apt-get install -y --no-install-recommends build-essential libpq-dev \
    && rm -rf /var/lib/apt/lists/*
RUN python -m venv /opt/venv
ENV PATH="/opt/venv/bin:$PATH"
COPY requirements/base.txt requirements/worker.txt ./requirements/
RUN pip install --no-cache-dir -r requirements/worker.txt

FROM python:${PYTHON_VERSION}-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq5 tzdata \
    && rm -rf /var/lib/apt/lists/*
RUN useradd --create-home --uid 10001 assigner
WORKDIR /app

ENV PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    PATH="/opt/venv/bin:$PATH"
ENV TZ=Europe/London

COPY --from=builder /opt/venv /opt/venv
COPY assigner/ /app/assigner/
COPY celeryconfig.py /app/

USER assigner
CMD ["celery", "-A", "assigner.worker", "worker", "--loglevel=INFO", "--queues=assignments"]
