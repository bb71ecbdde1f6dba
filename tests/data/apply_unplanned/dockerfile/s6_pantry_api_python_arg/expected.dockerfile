# syntax=docker/dockerfile:1.7
# Pantry inventory API image
# Build: docker build -t foodbank/pantry-api .
#        docker build --build-arg PYTHON_VERSION=3.13 -t foodbank/pantry-api:py313 .

ARG PYTHON_VERSION=3.12
FROM python:${PYTHON_VERSION}-slim AS base

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /app

FROM base AS builder

RUN apt-get update \
    && apt-get install -y --no-install-recommends build-essential libpq-dev \
    && rm -rf /var/lib/apt/lists/*

COPY requirements.txt requirements-prod.txt ./
RUN python -m venv /opt/venv \
    && /opt/venv/bin/pip install -r requirements-prod.txt

FROM base AS test

COPY --from=builder /opt/venv /opt/venv
COPY requirements-dev.txt ./
RUN /opt/venv/bin/pip install -r requirements-dev.txt
COPY . .
ENV PATH="/opt/venv/bin:$PATH"
RUN pytest -q tests/

FROM base AS runtime

RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq5 curl \
    && rm -rf /var/lib/apt/lists/*

RUN groupadd --system pantry \
    && useradd --system --gid pantry --home /app pantry

COPY --from=builder /opt/venv /opt/venv
COPY --chown=pantry:pantry pantry_api/ ./pantry_api/
COPY --chown=pantry:pantry migrations/ ./migrations/
COPY --chown=pantry:pantry alembic.ini gunicorn.conf.py ./

ENV PATH="/opt/venv/bin:$PATH" \
    PANTRY_ENV=production \
    PORT=8080

USER pantry

EXPOSE 8080

HEALTHCHECK --interval=30s --timeout=5s --retries=3 \
    CMD curl -fsS http://localhost:8080/healthz || exit 1

CMD ["gunicorn", "--config", "gunicorn.conf.py", "pantry_api.wsgi:app"]
