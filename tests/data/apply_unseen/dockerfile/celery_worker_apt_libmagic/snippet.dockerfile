# ...

FROM base AS runtime

RUN apt-get update \
    && apt-get install -y --no-install-recommends \
        libpq5 \
        libmagic1 \
        poppler-utils \
        tesseract-ocr \
    && rm -rf /var/lib/apt/lists/*

# ...

CMD ["celery", "-A", "docproc.app", "worker", "--loglevel=INFO", "--concurrency=4", "-Q", "documents,thumbnails"]
