# ... builder stage unchanged ...

# Runtime stage
FROM python:3.12-slim AS runtime

# ... env, system packages and wheel install as before ...

RUN groupadd --system --gid 10001 app \
    && useradd --system --uid 10001 --gid app --home-dir /srv/app --shell /usr/sbin/nologin app

WORKDIR ${APP_HOME}
COPY --chown=app:app alembic.ini .
COPY --chown=app:app migrations ./migrations
COPY --chown=app:app app ./app
COPY docker/entrypoint.sh /usr/local/bin/entrypoint.sh
RUN chmod +x /usr/local/bin/entrypoint.sh

USER app
EXPOSE 8000

HEALTHCHECK --interval=30s --timeout=3s --retries=3 \
    CMD curl -fsS http://127.0.0.1:8000/healthz || exit 1

# ... entrypoint and command unchanged ...
