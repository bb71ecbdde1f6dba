# API service image.
# Built by CI on every push to main; see .github/workflows/build.yml.
FROM python:3.12-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1

WORKDIR /app

COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt

COPY . .

RUN useradd --create-home app
USER app

EXPOSE 8000
CMD ["gunicorn", "-b", "0.0.0.0:8000", "app.wsgi:application"]
