# ... keep existing code

FROM python:3.12-slim AS runtime

# ... keep existing code

RUN apt-get update \
    && apt-get install -y --no-install-recommends \
        libpq5 \
        libjpeg62-turbo \
        curl \
    && rm -rf /var/lib/apt/lists/*

# ... keep existing code
COPY manage.py ./

RUN groupadd --system newsdesk \
    && useradd --system --gid newsdesk --home-dir /srv/newsdesk newsdesk \
    && chown -R newsdesk:newsdesk /srv/newsdesk
USER newsdesk

# ... keep existing code
