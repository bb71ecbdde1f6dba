FROM python:3.11-slim

LABEL org.opencontainers.image.title="edc-export-worker" \
      org.opencontainers.image.description="Builds SDTM datasets from EDC snapshots"

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1

RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq5 \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /srv/worker

COPY requirements.txt .
RUN pip install --require-hashes -r requirements.txt

COPY edc_export/ ./edc_export/
COPY define_xml/ ./define_xml/

RUN useradd --system --uid 10001 exporter \
    && mkdir -p /data/exports \
    && chown exporter /data/exports
USER exporter

ENV EXPORT_OUTPUT_DIR=/data/exports
VOLUME ["/data/exports"]

CMD ["celery", "-A", "edc_export.tasks", "worker", "--loglevel=info", "--queues=sdtm,define", "--concurrency=2"]
