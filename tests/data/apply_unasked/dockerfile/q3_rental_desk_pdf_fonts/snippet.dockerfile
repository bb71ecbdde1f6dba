# [unchanged]

FROM python:3.12-slim

# [unchanged]
WORKDIR /srv/rental
# fonts-dejavu-core is needed by weasyprint for the rental contract PDFs
RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq5 fonts-dejavu-core \
    && rm -rf /var/lib/apt/lists/*
# [unchanged]

EXPOSE 8000
CMD ["gunicorn", "rental_desk.wsgi:app", "--bind", "0.0.0.0:8000", "--workers", "4", "--timeout", "60"]
