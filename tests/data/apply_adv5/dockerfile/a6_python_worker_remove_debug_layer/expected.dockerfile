# Celery worker image for the billing service.

########################
# Stage 1: build wheels
########################
FROM python:3.12-slim AS builder

ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

RUN apt-get update \
    && apt-get install -y --no-install-recommends build-essential libpq-dev \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /build

COPY requirements.txt requirements-worker.txt ./
RUN pip wheel --wheel-dir /wheels -r requirements.txt -r requirements-worker.txt

COPY . .
RUN pip wheel --no-deps --wheel-dir /wheels .

########################
# Stage 2: runtime
########################
FROM python:3.12-slim AS runtime

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1

RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq5 \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /app

COPY --from=builder /wheels /wheels
RUN pip install --no-index --find-links=/wheels /wheels/*.whl \
    && rm -rf /wheels

RUN useradd --create-home --uid 10001 worker
USER worker

ENV CELERY_CONCURRENCY=4

CMD ["sh", "-c", "celery -A billing.worker worker --loglevel=INFO --concurrency=${CELERY_CONCURRENCY}"]
