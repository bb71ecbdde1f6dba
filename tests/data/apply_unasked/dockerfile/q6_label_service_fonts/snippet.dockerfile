# ... keep existing code

FROM python:${PYTHON_VERSION}-slim AS runtime

# ... keep existing code

RUN apt-get update \
    && apt-get install -y --no-install-recommends libcairo2 libpango-1.0-0 libpangocairo-1.0-0 fontconfig \
    && rm -rf /var/lib/apt/lists/*

# ... keep existing code

COPY labels/ ./labels/
COPY templates/ ./templates/
COPY fonts/ /usr/local/share/fonts/estate/
RUN fc-cache -f

# ... keep existing code
