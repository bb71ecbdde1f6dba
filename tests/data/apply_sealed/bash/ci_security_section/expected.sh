#!/usr/bin/env bash
# scripts/ci/test.sh - run the checks CI runs, locally or in the pipeline.
set -euo pipefail

cd "$(dirname "$0")/../.."

export PYTHONDONTWRITEBYTECODE=1
export PIP_DISABLE_PIP_VERSION_CHECK=1

SECTION_START=$(date +%s)

section() {
  local now
  now=$(date +%s)
  echo
  echo "---- $1 (+$((now - SECTION_START))s)"
}

section "environment"
python --version
pip --version
if [[ ! -d .venv ]]; then
  python -m venv .venv
fi
# shellcheck disable=SC1091
source .venv/bin/activate
pip install --quiet -r requirements-dev.txt
pip install --quiet -e .

section "lint"
ruff check src tests
ruff format --check src tests

section "types"
mypy src

section "security"
bandit -q -r src -c pyproject.toml
pip-audit --strict -r requirements.txt

section "unit tests"
pytest tests/unit \
  --maxfail=1 \
  --cov=src \
  --cov-report=term-missing:skip-covered \
  --cov-report=xml:reports/coverage.xml \
  --junitxml=reports/unit.xml

section "integration tests"
if [[ "${SKIP_INTEGRATION:-0}" == "1" ]]; then
  echo "skipped (SKIP_INTEGRATION=1)"
else
  docker compose -f docker-compose.test.yml up -d --wait
  trap 'docker compose -f docker-compose.test.yml down -v' EXIT
  pytest tests/integration --junitxml=reports/integration.xml
fi

section "done"
