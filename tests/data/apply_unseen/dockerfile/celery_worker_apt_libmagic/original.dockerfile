# Dockerfile for the document-processing celery worker
FROM python:3.12-slim AS base

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /srv/worker

FROM base AS builder

RUN apt-get update \
    && apt-get install -y --no-install-recommends \
        build-essential \
        libpq-dev \
    && rm -rf /var/lib/apt/lists/*

COPY requirements.txt .
RUN python -m venv /opt/venv \
    && /opt/venv/bin/pip install --upgrade pip wheel \
    && /opt/venv/bin/pip install -r requirements.txt

FROM base AS runtime

RUN apt-get update \
    && apt-get install -y --no-install-recommends \
        libpq5 \
        poppler-utils \
        tesseract-ocr \
    && rm -rf /var/lib/apt/lists/*

RUN groupadd --system worker \
    && useradd --system --gid worker --home-dir /srv/worker worker

COPY --from=builder /opt/venv /opt/venv
ENV PATH="/opt/venv/bin:${PATH}"

COPY --chown=worker:worker docproc ./docproc
COPY --chown=worker:worker celeryconfig.py ./

USER worker

CMD ["celery", "-A", "docproc.app", "worker", "--loglevel=INFO", "--concurrency=2", "-Q", "documents"]
