# Image for the thumbnail worker (Celery).
# Build: docker build -t thumbnailer:latest .

ARG PYTHON_VERSION=3.12
FROM python:${PYTHON_VERSION}-slim AS base

LABEL org.opencontainers.image.title="thumbnailer" \
      org.opencontainers.image.vendor="Acme Media"

ARG APP_VERSION=dev
ENV APP_VERSION=${APP_VERSION}

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /srv/thumbnailer

# Create an unprivileged user for the worker
RUN groupadd --system app && useradd --system --gid app --home /srv/thumbnailer app

# System libraries for Pillow (JPEG/WebP/AVIF) and ffmpeg for video thumbnails
RUN apt-get update \
    && apt-get install -y --no-install-recommends \
        ffmpeg \
        libjpeg62-turbo \
        libwebp7 \
        libavif15 \
    && rm -rf /var/lib/apt/lists/*

COPY requirements.txt .
RUN pip install -r requirements.txt

COPY thumbnailer/ ./thumbnailer/
COPY celeryconfig.py .

RUN mkdir -p /srv/thumbnailer/tmp && chown -R app:app /srv/thumbnailer

USER app

ENV CELERY_BROKER_URL=redis://redis:6379/0 \
    THUMBNAIL_TMP_DIR=/srv/thumbnailer/tmp

VOLUME ["/srv/thumbnailer/tmp"]

HEALTHCHECK --interval=60s --timeout=10s --start-period=30s \
    CMD celery -A thumbnailer.tasks inspect ping --timeout 5 || exit 1

CMD ["celery", "-A", "thumbnailer.tasks", "worker", "--loglevel=INFO", "--concurrency=2"]
