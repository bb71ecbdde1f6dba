FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1

WORKDIR /srv/giftaid-worker

RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq5 \
    && rm -rf /var/lib/apt/lists/*

COPY requirements.txt .
RUN pip install -r requirements.txt

COPY giftaid_worker ./giftaid_worker
COPY alembic.ini ./
COPY migrations ./migrations

ENV HMRC_ENDPOINT=https://test-transaction-engine.tax.service.gov.uk/submission \
    CLAIM_BATCH_SIZE=500

CMD ["python", "-m", "giftaid_worker.main", "--queue", "claims"]
