# ... builder stage as before ...

############################
# Runtime image
############################
FROM python:${PYTHON_VERSION}-slim AS runtime

# ... env and system packages unchanged ...

RUN groupadd --system app && useradd --system --gid app --home-dir ${APP_HOME} app

WORKDIR ${APP_HOME}

COPY --from=builder /wheels /wheels
RUN pip install --no-cache-dir /wheels/* && rm -rf /wheels

COPY --chown=app:app gunicorn.conf.py ./
COPY --chown=app:app migrations ./migrations

USER app

EXPOSE 8000

HEALTHCHECK --interval=20s --timeout=3s CMD python -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/health')"

CMD ["gunicorn", "-c", "gunicorn.conf.py", "inventory.wsgi:app"]
