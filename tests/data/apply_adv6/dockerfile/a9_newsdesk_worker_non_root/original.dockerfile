FROM python:3.12-slim AS builder

ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

RUN apt-get update \
    && apt-get install -y --no-install-recommends \
        build-essential \
        libpq-dev \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /build
COPY pyproject.toml poetry.lock ./
RUN pip install poetry==1.8.2 poetry-plugin-export==1.7.1 \
    && poetry export --without-hashes -f requirements.txt -o requirements.txt \
    && pip wheel --wheel-dir /wheels -r requirements.txt

FROM python:3.12-slim AS runtime

ENV PYTHONUNBUFFERED=1 \
    DJANGO_SETTINGS_MODULE=newsdesk.settings.production \
    CELERY_QUEUES=publish,thumbnails,syndication

RUN apt-get update \
    && apt-get install -y --no-install-recommends \
        libpq5 \
        curl \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /srv/newsdesk
COPY --from=builder /wheels /wheels
RUN pip install --no-cache-dir /wheels/* && rm -rf /wheels
COPY newsdesk/ ./newsdesk/
COPY manage.py ./

HEALTHCHECK --interval=30s --timeout=5s \
    CMD celery -A newsdesk inspect ping -d celery@$HOSTNAME || exit 1

CMD ["sh", "-c", "celery -A newsdesk worker --loglevel=info -Q ${CELERY_QUEUES}"]
