# Costume catalog service (Django) for the wardrobe department.
# Builds wheels in a throwaway stage so the runtime image stays small.

FROM python:3.12-slim AS builder

ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

RUN apt-get update \
    && apt-get install -y --no-install-recommends build-essential libpq-dev libjpeg-dev zlib1g-dev \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /build
COPY requirements.txt .
RUN pip wheel --wheel-dir /wheels -r requirements.txt

FROM python:3.12-slim AS runtime

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    DJANGO_SETTINGS_MODULE=wardrobe.settings.production \
    MEDIA_ROOT=/data/costume-photos

RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq5 libjpeg62-turbo \
    && rm -rf /var/lib/apt/lists/*

RUN groupadd --system wardrobe && useradd --system --gid wardrobe --home /app wardrobe

WORKDIR /app
COPY --from=builder /wheels /wheels
RUN pip install --no-cache-dir /wheels/* && rm -rf /wheels

COPY wardrobe/ ./wardrobe/
COPY manage.py ./
RUN python manage.py collectstatic --noinput

RUN mkdir -p /data/costume-photos && chown -R wardrobe:wardrobe /data/costume-photos
VOLUME ["/data/costume-photos"]

USER wardrobe
EXPOSE 8000

CMD ["gunicorn", "wardrobe.wsgi:application", "--bind", "0.0.0.0:8000", "--workers", "3"]
