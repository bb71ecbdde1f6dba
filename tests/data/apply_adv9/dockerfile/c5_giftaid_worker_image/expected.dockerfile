FROM python:3.12-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1

WORKDIR /srv/giftaid-worker

RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq5 \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --home-dir /srv/giftaid-worker giftaid

COPY requirements.txt .
RUN pip install -r requirements.txt

COPY giftaid_worker ./giftaid_worker
COPY alembic.ini ./
COPY migrations ./migrations

ENV HMRC_ENDPOINT=https://transaction-engine.tax.service.gov.uk/submission \
    CLAIM_BATCH_SIZE=250

USER giftaid
CMD ["python", "-m", "giftaid_worker.main", "--queue", "claims", "--concurrency", "4"]
