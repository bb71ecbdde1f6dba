# Label rendering service for bottling runs.
# Renders front/back labels and case-end labels to PDF for the Zebra and
# Domino printers on the bottling line.

ARG PYTHON_VERSION=3.12

FROM python:${PYTHON_VERSION}-slim AS build

ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

RUN apt-get update \
    && apt-get install -y --no-install-recommends build-essential libffi-dev \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /build
COPY requirements.txt .
RUN pip wheel --wheel-dir /wheels -r requirements.txt

FROM python:${PYTHON_VERSION}-slim AS runtime

LABEL org.opencontainers.image.title="bottling-labels" \
      org.opencontainers.image.vendor="Hollow Creek Vineyards"

RUN apt-get update \
    && apt-get install -y --no-install-recommends libcairo2 libpango-1.0-0 libpangocairo-1.0-0 \
    && rm -rf /var/lib/apt/lists/*

RUN useradd --create-home --uid 1001 labels
WORKDIR /app

COPY --from=build /wheels /wheels
RUN pip install --no-cache-dir /wheels/* && rm -rf /wheels

COPY labels/ ./labels/
COPY templates/ ./templates/

ENV LABEL_OUTPUT_DIR=/var/spool/labels \
    LABEL_DPI=300

RUN mkdir -p /var/spool/labels && chown labels:labels /var/spool/labels
USER labels

EXPOSE 8080
CMD ["gunicorn", "--bind", "0.0.0.0:8080", "--workers", "2", "labels.app:app"]
