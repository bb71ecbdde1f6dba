#!/usr/bin/env bash
# Developer task runner: ./dev.sh <command> [args]
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
COMPOSE="docker compose -f ${ROOT}/docker-compose.yml"

usage() {
  cat <<EOF
usage: $(basename "$0") <command>

commands:
  up        start the stack in the background
  down      stop the stack
  logs      follow logs (optionally for one service)
  test      run the test suite
  lint      run linters
EOF
}

cmd_up() {
  $COMPOSE up -d --build
}

cmd_down() {
  $COMPOSE down --remove-orphans
}

cmd_logs() {
  $COMPOSE logs -f --tail=100 "$@"
}

cmd_test() {
  $COMPOSE run --rm app pytest -q "$@"
}

cmd_lint() {
  $COMPOSE run --rm app ruff check .
  $COMPOSE run --rm app mypy src
}

main() {
  local cmd="${1:-}"
  shift || true
  case "$cmd" in
    up) cmd_up "$@" ;;
    down) cmd_down "$@" ;;
    logs) cmd_logs "$@" ;;
    test) cmd_test "$@" ;;
    lint) cmd_lint "$@" ;;
    -h|--help|help|"") usage ;;
    *)
      echo "unknown command: $cmd" >&2
      usage >&2
      exit 1
      ;;
  esac
}

main "$@"
