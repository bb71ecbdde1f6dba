# Timetable solver + web front end. Build with:
#   docker build --target web -t registry.northfield.ac.uk/timetable/web .
#   docker build --target solver -t registry.northfield.ac.uk/timetable/solver .

FROM python:3.12-slim AS base
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1
WORKDIR /srv/timetable

FROM base AS builder
RUN apt-get update \
 && apt-get install -y --no-install-recommends build-essential libpq-dev \
 && rm -rf /var/lib/apt/lists/*
COPY requirements.txt .
RUN pip wheel --wheel-dir /wheels -r requirements.txt

FROM base AS solver
RUN apt-get update \
 && apt-get install -y --no-install-recommends coinor-cbc \
 && rm -rf /var/lib/apt/lists/*
COPY --from=builder /wheels /wheels
RUN pip install /wheels/*
COPY timetable ./timetable
COPY solver ./solver
CMD ["python", "-m", "solver.run", "--term", "autumn"]

FROM base AS web
RUN apt-get update \
 && apt-get install -y --no-install-recommends libpq5 curl \
 && rm -rf /var/lib/apt/lists/*
COPY --from=builder /wheels /wheels
RUN pip install /wheels/* && rm -rf /wheels
COPY timetable ./timetable
COPY web ./web
EXPOSE 8000
HEALTHCHECK CMD curl -fsS http://localhost:8000/healthz || exit 1
CMD ["gunicorn", "web.app:create_app()", "--bind", "0.0.0.0:8000", "--workers", "4"]
