# Dockerfile for the catalogue search API (services/catalogue-api).
# Built by CI on every merge to main and pushed to
# registry.citylibrary.example.org/catalogue-api.
#
# Two stages: wheels are built with the compiler toolchain, and the runtime
# image only gets the shared libraries, which keeps it much smaller.

FROM python:3.12-slim AS build

RUN apt-get update \
    && apt-get install -y --no-install-recommends \
        build-essential \
        libpq-dev \
        libxml2-dev \
        libxslt1-dev \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /build
COPY requirements.txt .
RUN pip wheel --no-cache-dir --wheel-dir /wheels -r requirements.txt

FROM python:3.12-slim

LABEL org.opencontainers.image.title="catalogue-api" \
      org.opencontainers.image.vendor="City Public Library" \
      org.opencontainers.image.source="https://git.citylibrary.example.org/platform/catalogue-api"

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    CATALOGUE_ENV=production \
    CATALOGUE_PORT=8080

RUN apt-get update \
    && apt-get install -y --no-install-recommends \
        libpq5 \
        libxml2 \
        libxslt1.1 \
        curl \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --home-dir /app catalogue

WORKDIR /app

COPY --from=build /wheels /wheels
RUN pip install --no-index --find-links=/wheels /wheels/* && rm -rf /wheels

COPY catalogue_api/ ./catalogue_api/
COPY migrations/ ./migrations/
COPY gunicorn.conf.py .

# Search index snapshots are mounted here by the branch sync job.
VOLUME ["/var/lib/catalogue/index"]

USER catalogue

EXPOSE 8080

HEALTHCHECK --interval=30s --timeout=5s --retries=3 \
    CMD curl -fsS http://localhost:8080/healthz || exit 1

CMD ["gunicorn", "-c", "gunicorn.conf.py", "catalogue_api.app:create_app()"]
