# Booking engine for Larchmont Hotels (Django + Celery worker share this image)
FROM python:3.12-slim AS base

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    DJANGO_SETTINGS_MODULE=larchmont.settings.production

RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq5 gettext curl \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /srv/booking

COPY requirements/base.txt requirements/production.txt ./requirements/
RUN pip install -r requirements/production.txt

COPY . .
RUN python manage.py compilemessages \
    && python manage.py collectstatic --noinput

RUN useradd --create-home --uid 1001 booking \
    && chown -R booking:booking /srv/booking
USER booking

EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=3s \
    CMD curl -fsS http://localhost:8000/healthz/ || exit 1

CMD ["gunicorn", "larchmont.wsgi:application", "--bind", "0.0.0.0:8000", "--workers", "4"]
