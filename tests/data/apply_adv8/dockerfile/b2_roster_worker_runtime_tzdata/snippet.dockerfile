# …

FROM python:3.11-slim AS runtime

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    ROSTER_ENV=production \
    TZ=Etc/UTC

RUN apt-get update \
 && apt-get install -y --no-install-recommends libpq5 tzdata \
 && rm -rf /var/lib/apt/lists/*

# … (unchanged)
