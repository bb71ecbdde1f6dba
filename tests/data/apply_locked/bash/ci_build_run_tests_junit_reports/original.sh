#!/usr/bin/env bash
# CI entry point: lint, test and package the service.
set -Eeuo pipefail

ROOT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DIST_DIR="$ROOT_DIR/dist"
COVERAGE_MIN="${COVERAGE_MIN:-80}"
PYTHON="${PYTHON:-python3}"

section() {
    printf '\n\033[1;34m==> %s\033[0m\n' "$*"
}

setup_venv() {
    section "Setting up virtualenv"
    "$PYTHON" -m venv "$ROOT_DIR/.venv"
    # shellcheck disable=SC1091
    source "$ROOT_DIR/.venv/bin/activate"
    pip install --quiet --upgrade pip
    pip install --quiet -r "$ROOT_DIR/requirements-dev.txt"
}

run_lint() {
    section "Linting"
    ruff check "$ROOT_DIR/src" "$ROOT_DIR/tests"
    ruff format --check "$ROOT_DIR/src" "$ROOT_DIR/tests"
    mypy "$ROOT_DIR/src"
}

run_tests() {
    section "Running tests"
    pytest "$ROOT_DIR/tests" \
        --cov=app \
        --cov-report=term-missing \
        -q
}

build_package() {
    section "Building package"
    rm -rf "$DIST_DIR"
    "$PYTHON" -m build --outdir "$DIST_DIR" "$ROOT_DIR"
    ls -l "$DIST_DIR"
}

usage() {
    cat <<EOF
Usage: $(basename "$0") [lint|test|build|all]
EOF
}

main() {
    local step="${1:-all}"
    setup_venv
    case "$step" in
        lint)  run_lint ;;
        test)  run_tests ;;
        build) build_package ;;
        all)
            run_lint
            run_tests
            build_package
            ;;
        *)
            usage
            exit 2
            ;;
    esac
}

main "$@"
