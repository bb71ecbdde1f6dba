# Telemetry ingestion API for the Hollandse Kust turbines.
# Build: docker build -t registry.northsea-wind.example/telemetry-api:dev .

FROM python:3.12-slim-bookworm AS builder

ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

RUN apt-get update \
    && apt-get install -y --no-install-recommends build-essential libpq-dev \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /build
COPY requirements.lock .
RUN python -m venv /opt/venv \
    && /opt/venv/bin/pip install -r requirements.lock

COPY src/ ./src/
COPY pyproject.toml .
RUN /opt/venv/bin/pip install --no-deps .

FROM python:3.12-slim-bookworm AS runtime

ENV PATH="/opt/venv/bin:$PATH" \
    PYTHONUNBUFFERED=1 \
    TELEMETRY_ENV=production

RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq5 curl tini \
    && rm -rf /var/lib/apt/lists/* \
    && groupadd --system telemetry \
    && useradd --system --gid telemetry --home /app telemetry

COPY --from=builder /opt/venv /opt/venv
WORKDIR /app
COPY gunicorn.conf.py .

USER telemetry
EXPOSE 8080 9102
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
    CMD curl -fsS http://127.0.0.1:8080/healthz || exit 1
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["gunicorn", "--config", "gunicorn.conf.py", "telemetry_api.wsgi:app"]
