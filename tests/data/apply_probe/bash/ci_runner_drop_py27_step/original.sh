#!/usr/bin/env bash
# CI entry point: ./ci/run.sh <step>
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

PYTHON="${PYTHON:-python3}"
VENV="${VENV:-.venv}"

log() { echo "==> $*" >&2; }

ensure_venv() {
  if [[ ! -d "$VENV" ]]; then
    log "creating virtualenv in $VENV"
    "$PYTHON" -m venv "$VENV"
  fi
  # shellcheck disable=SC1091
  source "$VENV/bin/activate"
  pip install -q -r requirements-dev.txt
}

step_lint() {
  ensure_venv
  log "ruff"
  ruff check src tests
  log "mypy"
  mypy src
}

step_test() {
  ensure_venv
  log "pytest"
  pytest -q --cov=src --cov-report=xml tests
}

step_test_py27() {
  log "pytest under python2.7 (legacy)"
  if ! command -v python2.7 >/dev/null; then
    log "python2.7 not found, skipping"
    return 0
  fi
  python2.7 -m pytest -q tests/legacy
}

step_build() {
  ensure_venv
  log "building sdist and wheel"
  rm -rf dist
  python -m build
  twine check dist/*
}

step_docs() {
  ensure_venv
  log "building docs"
  sphinx-build -W -b html docs docs/_build/html
}

main() {
  local step="${1:-all}"
  case "$step" in
    lint) step_lint ;;
    test) step_test ;;
    test-py27) step_test_py27 ;;
    build) step_build ;;
    docs) step_docs ;;
    all)
      step_lint
      step_test
      step_test_py27
      step_build
      ;;
    *)
      echo "usage: $0 {lint|test|test-py27|build|docs|all}" >&2
      exit 2
      ;;
  esac
}

main "$@"
