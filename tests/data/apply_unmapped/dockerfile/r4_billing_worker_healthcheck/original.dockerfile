# syntax=docker/dockerfile:1.6
# Images for the meter-data platform: the read-ingest API, the billing worker
# and the leak scanner. Build one with: docker build --target api -t citywater/meter-api .

ARG PYTHON_VERSION=3.12

FROM python:${PYTHON_VERSION}-slim AS build
WORKDIR /src
RUN apt-get update \
    && apt-get install -y --no-install-recommends build-essential libpq-dev \
    && rm -rf /var/lib/apt/lists/*
COPY pyproject.toml poetry.lock ./
RUN pip install --no-cache-dir poetry==1.8.3 \
    && poetry export --without-hashes -f requirements.txt -o requirements.txt \
    && pip wheel --no-cache-dir --wheel-dir /wheels -r requirements.txt
COPY src/ ./src/
RUN pip wheel --no-cache-dir --no-deps --wheel-dir /wheels .

FROM python:${PYTHON_VERSION}-slim AS runtime-base
RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq5 tzdata curl \
    && rm -rf /var/lib/apt/lists/*
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    TZ=America/Chicago
RUN useradd --system --uid 10001 --home /app meterdata
WORKDIR /app
COPY --from=build /wheels /wheels
RUN pip install --no-cache-dir /wheels/* && rm -rf /wheels

FROM runtime-base AS api
ENV APP_MODULE=meterdata.api:app \
    PORT=8080 \
    WORKERS=4
COPY config/api.toml /app/config/api.toml
USER meterdata
EXPOSE 8080
CMD ["sh", "-c", "gunicorn -k uvicorn.workers.UvicornWorker -w ${WORKERS} -b 0.0.0.0:${PORT} ${APP_MODULE}"]

FROM runtime-base AS billing-worker
ENV APP_MODULE=meterdata.billing.worker \
    PORT=8081 \
    WORKERS=2
COPY config/billing.toml /app/config/billing.toml
USER meterdata
EXPOSE 8081
CMD ["sh", "-c", "python -m ${APP_MODULE} --concurrency ${WORKERS} --metrics-port ${PORT}"]

FROM runtime-base AS leak-scanner
ENV APP_MODULE=meterdata.leaks.scanner \
    PORT=8082 \
    WORKERS=1
COPY config/leaks.toml /app/config/leaks.toml
USER meterdata
EXPOSE 8082
CMD ["sh", "-c", "python -m ${APP_MODULE} --concurrency ${WORKERS} --metrics-port ${PORT}"]
