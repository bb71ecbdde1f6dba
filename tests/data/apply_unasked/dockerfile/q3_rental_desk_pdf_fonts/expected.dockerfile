# Rental desk backend (equipment rental, deposits, contract PDFs)
FROM python:3.12-slim AS builder

ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1
WORKDIR /build
RUN apt-get update \
    && apt-get install -y --no-install-recommends build-essential libpq-dev \
    && rm -rf /var/lib/apt/lists/*
COPY requirements.txt .
RUN pip wheel --wheel-dir /wheels -r requirements.txt

FROM python:3.12-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    RENTAL_DESK_SETTINGS=rental_desk.settings.production
WORKDIR /srv/rental
# fonts-dejavu-core is needed by weasyprint for the rental contract PDFs
RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq5 fonts-dejavu-core \
    && rm -rf /var/lib/apt/lists/*
COPY --from=builder /wheels /wheels
RUN pip install --no-cache-dir /wheels/* && rm -rf /wheels

COPY rental_desk/ ./rental_desk/
COPY alembic.ini ./
COPY migrations/ ./migrations/

RUN useradd --create-home --uid 1001 rental
USER rental

EXPOSE 8000
CMD ["gunicorn", "rental_desk.wsgi:app", "--bind", "0.0.0.0:8000", "--workers", "4", "--timeout", "60"]
