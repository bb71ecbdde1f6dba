# syntax=docker/dockerfile:1.6
# Telemetry ingest service: receives LoRaWAN uplinks from ChirpStack over MQTT
# and writes decoded soil and weather readings to TimescaleDB.

ARG PYTHON_VERSION=3.11

FROM python:${PYTHON_VERSION}-slim AS builder

RUN apt-get update \
    && apt-get install -y --no-install-recommends build-essential libpq-dev \
    && rm -rf /var/lib/apt/lists/*

RUN python -m venv /opt/venv
ENV PATH="/opt/venv/bin:$PATH"

WORKDIR /build
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt

FROM python:${PYTHON_VERSION}-slim AS runtime

RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq5 tini \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --home /app ingest

ENV PATH="/opt/venv/bin:$PATH" \
    PYTHONUNBUFFERED=1 \
    INGEST_MQTT_TOPIC="application/+/device/+/event/up"

WORKDIR /app
COPY --from=builder /opt/venv /opt/venv
COPY src/ ./src/

USER ingest
EXPOSE 8080

HEALTHCHECK --interval=30s --timeout=5s --retries=3 \
    CMD python -m src.healthcheck || exit 1

ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["python", "-m", "src.main"]
