# Recommendations platform images (recs-api, catalog-indexer).
# Build a single target with: docker build --target <stage> .

FROM python:3.11-slim AS runtime-base
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1
RUN apt-get update \
    && apt-get install -y --no-install-recommends libgomp1 \
    && rm -rf /var/lib/apt/lists/*
RUN useradd --create-home --uid 10001 recs
WORKDIR /srv

FROM runtime-base AS builder
RUN apt-get update \
    && apt-get install -y --no-install-recommends build-essential \
    && rm -rf /var/lib/apt/lists/*
COPY requirements/ requirements/
RUN pip wheel --wheel-dir /wheels -r requirements/prod.txt
COPY src/ src/
COPY pyproject.toml .
RUN pip wheel --no-deps --wheel-dir /wheels .

FROM runtime-base AS indexer
COPY --from=builder /wheels /wheels
RUN pip install /wheels/*.whl && rm -rf /wheels
USER recs
ENV INDEXER_BATCH_SIZE=500
CMD ["python", "-m", "recs.indexer.main", "--mode", "incremental"]

FROM runtime-base AS api
COPY --from=builder /wheels /wheels
RUN pip install /wheels/*.whl && rm -rf /wheels
USER recs
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=2s CMD python -m recs.api.healthcheck
CMD ["gunicorn", "recs.api.app:create_app()", "--bind", "0.0.0.0:8080", "--workers", "4", "--worker-class", "uvicorn.workers.UvicornWorker"]
