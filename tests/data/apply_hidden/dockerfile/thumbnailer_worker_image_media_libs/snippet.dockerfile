# ... existing code ...
RUN groupadd --system app && useradd --system --gid app --home /srv/thumbnailer app

# System libraries for Pillow (JPEG/WebP/AVIF) and ffmpeg for video thumbnails
RUN apt-get update \
    && apt-get install -y --no-install-recommends \
        ffmpeg \
        libjpeg62-turbo \
        libwebp7 \
        libavif15 \
    && rm -rf /var/lib/apt/lists/*

COPY requirements.txt .
RUN pip install -r requirements.txt
# ... existing code ...
