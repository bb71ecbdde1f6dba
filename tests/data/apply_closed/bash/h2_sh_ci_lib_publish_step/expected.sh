#!/usr/bin/env bash
# Shared CI steps; source this file from the pipeline scripts.

: "${CI_ARTIFACT_DIR:=artifacts}"
: "${CI_PYTHON:=python3}"

ci_log() {
  echo "::group::$*"
}

ci_endgroup() {
  echo "::endgroup::"
}

ci_setup() {
  ci_log "setup"
  "$CI_PYTHON" -m venv .venv
  # shellcheck disable=SC1091
  source .venv/bin/activate
  pip install --upgrade pip
  pip install -e '.[dev]'
  ci_endgroup
}

ci_lint() {
  ci_log "lint"
  ruff check src tests
  ruff format --check src tests
  mypy src
  ci_endgroup
}

ci_test() {
  ci_log "test"
  mkdir -p "$CI_ARTIFACT_DIR"
  pytest -q \
    --junitxml="$CI_ARTIFACT_DIR/junit.xml" \
    --cov=src --cov-report=xml:"$CI_ARTIFACT_DIR/coverage.xml"
  ci_endgroup
}

ci_build() {
  ci_log "build"
  rm -rf dist
  "$CI_PYTHON" -m build
  twine check dist/*
  mkdir -p "$CI_ARTIFACT_DIR"
  cp dist/* "$CI_ARTIFACT_DIR/"
  ci_endgroup
}

ci_docs() {
  ci_log "docs"
  mkdocs build --strict --site-dir "$CI_ARTIFACT_DIR/site"
  ci_endgroup
}

ci_publish() {
  ci_log "publish"
  if [[ -z "${PYPI_TOKEN:-}" ]]; then
    echo "PYPI_TOKEN is not set; skipping publish" >&2
    ci_endgroup
    return 0
  fi
  TWINE_USERNAME=__token__ TWINE_PASSWORD="$PYPI_TOKEN" \
    twine upload --non-interactive dist/*
  ci_endgroup
}
