FROM python:3.12-slim AS builder

ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

RUN apt-get update \
    && apt-get install -y --no-install-recommends build-essential libpq-dev \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /build
COPY requirements.txt .
RUN pip wheel --wheel-dir /wheels -r requirements.txt

FROM python:3.12-slim

LABEL org.opencontainers.image.title="paywall-meter" \
      org.opencontainers.image.vendor="Newsroom Platform"

RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq5 \
    && rm -rf /var/lib/apt/lists/*

RUN useradd --create-home --uid 10001 meter

WORKDIR /srv/meter
COPY --from=builder /wheels /wheels
RUN pip install --no-cache-dir /wheels/* && rm -rf /wheels

COPY meter/ ./meter/
COPY gunicorn.conf.py .

ENV METER_CONFIG=/srv/meter/meter/config/meter.yaml \
    PORT=8080

USER meter
EXPOSE 8080
CMD ["gunicorn", "--config", "gunicorn.conf.py", "meter.app:create_app()"]
