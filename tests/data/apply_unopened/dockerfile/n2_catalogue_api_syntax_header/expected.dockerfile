# syntax=docker/dockerfile:1.7
# Catalogue search API (Riverton Public Library Network)
# Builds the FastAPI service that fronts the Solr catalogue index.
ARG PYTHON_VERSION=3.12

FROM python:${PYTHON_VERSION}-slim AS build

ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

RUN apt-get update \
    && apt-get install -y --no-install-recommends build-essential libicu-dev \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /build
COPY requirements.txt .
RUN pip wheel --wheel-dir /wheels -r requirements.txt

FROM python:${PYTHON_VERSION}-slim AS runtime

RUN apt-get update \
    && apt-get install -y --no-install-recommends libicu72 curl \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --home /app catalogue

COPY --from=build /wheels /wheels
RUN pip install --no-cache-dir /wheels/* && rm -rf /wheels

WORKDIR /app
COPY --chown=catalogue:catalogue catalogue_api/ ./catalogue_api/
COPY --chown=catalogue:catalogue synonyms/ ./synonyms/

ENV SOLR_URL=http://solr:8983/solr/catalogue \
    SEARCH_PAGE_SIZE=25 \
    PORT=8080

USER catalogue
EXPOSE 8080

HEALTHCHECK --interval=30s --timeout=3s --retries=3 \
    CMD curl -fsS "http://localhost:${PORT}/healthz" || exit 1

CMD ["sh", "-c", "uvicorn catalogue_api.main:app --host 0.0.0.0 --port ${PORT} --workers 4"]
