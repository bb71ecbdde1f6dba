# syntax=docker/dockerfile:1.6
# Media services for the post-production pipeline: one image per service,
# all built from the same base so ffmpeg and OpenColorIO versions match.

FROM python:3.11-slim-bookworm AS base
RUN apt-get update \
    && apt-get install -y --no-install-recommends ffmpeg libopencolorio2.2 tini \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /srv
COPY pyproject.toml poetry.lock ./
RUN pip install --no-cache-dir poetry==1.8.2 \
    && poetry config virtualenvs.create false \
    && poetry install --only main --no-root
COPY common/ ./common/

FROM base AS proxy-encoder
COPY services/proxy_encoder/ ./service/
ENV SERVICE_NAME=proxy-encoder
ENV WORKERS=4
ENV QUEUE=proxy.requests
EXPOSE 8080
ENTRYPOINT ["tini", "--"]
CMD ["python", "-m", "service.main"]

FROM base AS conform
COPY services/conform/ ./service/
ENV SERVICE_NAME=conform
# Conform jobs are I/O bound on the SAN; more than 2 workers just thrash it.
ENV WORKERS=2
ENV QUEUE=conform.requests
EXPOSE 8080
ENTRYPOINT ["tini", "--"]
CMD ["python", "-m", "service.main"]

FROM base AS dailies-transcoder
COPY services/dailies_transcoder/ ./service/
ENV SERVICE_NAME=dailies-transcoder
ENV WORKERS=4
ENV QUEUE=dailies.requests
EXPOSE 8080
ENTRYPOINT ["tini", "--"]
CMD ["python", "-m", "service.main"]
