FROM python:3.12-slim AS base

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1

WORKDIR /app

FROM base AS deps

RUN apt-get update \
    && apt-get install -y --no-install-recommends build-essential libpq-dev \
    && rm -rf /var/lib/apt/lists/*

COPY requirements.txt requirements-dev.txt ./
RUN pip install --prefix=/install -r requirements.txt

FROM base AS build

COPY --from=deps /install /usr/local
COPY pyproject.toml ./
COPY src/ ./src/
RUN pip install --no-deps .

FROM build AS test

COPY requirements-dev.txt ./
RUN pip install -r requirements-dev.txt
COPY tests/ ./tests/
RUN python -m pytest -q tests/

FROM base AS runtime

RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq5 \
    && rm -rf /var/lib/apt/lists/*

RUN useradd --system --uid 10001 app

COPY --from=build /usr/local /usr/local

USER app
EXPOSE 8000

HEALTHCHECK --interval=30s --timeout=3s \
    CMD python -c "import urllib.request; urllib.request.urlopen('http://localhost:8000/healthz')"

CMD ["gunicorn", "inventory.wsgi:app", "--bind", "0.0.0.0:8000", "--workers", "4"]
