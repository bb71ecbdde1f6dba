FROM base AS build

COPY --from=deps /install /usr/local
COPY pyproject.toml ./
COPY src/ ./src/
RUN pip install --no-deps .

FROM build AS test

COPY requirements-dev.txt ./
RUN pip install -r requirements-dev.txt
COPY tests/ ./tests/
RUN python -m pytest -q tests/

FROM base AS runtime
# ... runtime stage unchanged ...
