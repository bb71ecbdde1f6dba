# Dockerfile for the catalogue search API (services/catalogue-api).
# Built by CI on every merge to main and pushed to
# registry.citylibrary.example.org/catalogue-api.

FROM python:3.10-slim

LABEL org.opencontainers.image.title="catalogue-api" \
      org.opencontainers.image.vendor="City Public Library" \
      org.opencontainers.image.source="https://git.citylibrary.example.org/platform/catalogue-api"

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    CATALOGUE_ENV=production \
    CATALOGUE_PORT=8080

# System packages needed to build psycopg2 and lxml (MARC record parsing).
RUN apt-get update \
    && apt-get install -y --no-install-recommends \
        build-essential \
        libpq-dev \
        libxml2-dev \
        libxslt1-dev \
        curl \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /app

# Install dependencies first so the layer is cached between code changes.
COPY requirements.txt .
RUN pip install -r requirements.txt

COPY catalogue_api/ ./catalogue_api/
COPY migrations/ ./migrations/
COPY gunicorn.conf.py .

# Search index snapshots are mounted here by the branch sync job.
VOLUME ["/var/lib/catalogue/index"]

EXPOSE 8080

HEALTHCHECK --interval=30s --timeout=5s --retries=3 \
    CMD curl -fsS http://localhost:8080/healthz || exit 1

CMD ["gunicorn", "-c", "gunicorn.conf.py", "catalogue_api.app:create_app()"]
