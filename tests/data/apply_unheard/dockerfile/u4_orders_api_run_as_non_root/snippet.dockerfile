# ... builder stage as before ...

# ---- runtime ----
FROM python:3.12-slim AS runtime

# ... labels, env and system packages unchanged ...

WORKDIR /app
RUN useradd --create-home --uid 10001 app
COPY --from=builder /opt/venv /opt/venv
COPY --chown=app:app . /app
USER app

# ... expose, healthcheck and CMD unchanged ...
