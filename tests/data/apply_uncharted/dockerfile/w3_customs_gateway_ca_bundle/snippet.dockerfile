# ... syntax line, PYTHON_VERSION arg and the whole builder stage unchanged ...

FROM python:${PYTHON_VERSION}-slim AS runtime

ENV PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    GATEWAY_ENV=production \
    CUSTOMS_CA_BUNDLE=/app/certs/customs-authority-ca.pem

# ... runtime apt packages, customs user and wheel install as before ...

WORKDIR /app
COPY config/gateway.toml /app/config/gateway.toml
COPY schemas/ /app/schemas/
COPY certs/customs-authority-ca.pem /app/certs/customs-authority-ca.pem

# ... USER and EXPOSE unchanged ...

CMD ["gunicorn", "customs_gateway.app:create_app()", "--bind", "0.0.0.0:8080", "--workers", "4", "--timeout", "60"]
