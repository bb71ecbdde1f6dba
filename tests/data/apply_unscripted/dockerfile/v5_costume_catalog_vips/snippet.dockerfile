# ... builder stage unchanged ...

FROM python:3.12-slim AS runtime

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    DJANGO_SETTINGS_MODULE=wardrobe.settings.production \
    MEDIA_ROOT=/data/costume-photos \
    THUMBNAIL_BACKEND=vips

RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq5 libjpeg62-turbo libvips42 \
    && rm -rf /var/lib/apt/lists/*

# ... (user setup, app install, volume and CMD as before) ...
