# syntax=docker/dockerfile:1.6
# KYC screening worker - sanctions/PEP checks and ID document OCR

FROM python:3.11-slim AS base
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1
RUN apt-get update \
    && apt-get install -y --no-install-recommends tini tesseract-ocr libpq5 \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /srv/kyc

FROM base AS build
RUN apt-get update \
    && apt-get install -y --no-install-recommends build-essential libpq-dev \
    && rm -rf /var/lib/apt/lists/*
COPY requirements.lock ./
RUN pip wheel --wheel-dir /wheels -r requirements.lock

FROM build AS test
COPY requirements-dev.lock ./
RUN pip install -r requirements.lock -r requirements-dev.lock
COPY . .
CMD ["pytest", "-q", "tests/"]

FROM base AS runtime
COPY --from=build /wheels /wheels
RUN pip install --no-index --find-links=/wheels /wheels/* && rm -rf /wheels
COPY kyc_worker/ ./kyc_worker/
COPY config/watchlist_sources.yaml ./config/
RUN groupadd --system kyc && useradd --system --gid kyc --home /srv/kyc kyc \
    && chown -R kyc:kyc /srv/kyc
USER kyc
EXPOSE 8080
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["gunicorn", "kyc_worker.app:create_app()", "--bind", "0.0.0.0:8080", "--workers", "4"]
