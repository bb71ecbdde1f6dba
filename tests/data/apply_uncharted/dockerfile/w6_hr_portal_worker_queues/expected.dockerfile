# HR portal backend: one build, three runtime targets (api, payroll-worker, leave-accrual-cron)
ARG PYTHON_VERSION=3.11

FROM python:${PYTHON_VERSION}-slim AS build
WORKDIR /src
RUN pip install --no-cache-dir poetry==1.8.3
COPY pyproject.toml poetry.lock ./
RUN poetry export --without-hashes -f requirements.txt -o requirements.txt \
 && pip wheel --no-cache-dir -r requirements.txt -w /wheels
COPY hrportal ./hrportal
RUN pip wheel --no-cache-dir --no-deps . -w /wheels

FROM python:${PYTHON_VERSION}-slim AS runtime
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    DJANGO_SETTINGS_MODULE=hrportal.settings.production
RUN useradd --system --uid 10001 --home /app hrportal
WORKDIR /app
COPY --from=build /wheels /wheels
RUN pip install --no-cache-dir /wheels/* && rm -rf /wheels

FROM runtime AS api
ENV APP_ROLE=api
USER hrportal
EXPOSE 8000
CMD ["gunicorn", "hrportal.wsgi:application", "--bind", "0.0.0.0:8000", "--workers", "4"]

FROM runtime AS payroll-worker
ENV APP_ROLE=payroll-worker
USER hrportal
CMD ["celery", "-A", "hrportal", "worker", "--queues", "payroll,payslips", "--concurrency", "4", "--prefetch-multiplier", "1"]

FROM runtime AS leave-accrual-cron
ENV APP_ROLE=leave-accrual-cron
USER hrportal
CMD ["celery", "-A", "hrportal", "beat", "--schedule", "/tmp/celerybeat-schedule"]
