# ... shebang, set -euo pipefail and ROOT/COMPOSE unchanged ...

usage() {
  cat <<EOF
usage: $(basename "$0") <command>

commands:
  up        start the stack in the background
  down      stop the stack
  logs      follow logs (optionally for one service)
  test      run the test suite
  lint      run linters
  psql      open a psql shell in the db container
EOF
}

# ... cmd_up, cmd_down, cmd_logs and cmd_test unchanged ...

cmd_lint() {
  $COMPOSE run --rm app ruff check .
  $COMPOSE run --rm app mypy src
}

cmd_psql() {
  $COMPOSE exec db psql -U "${POSTGRES_USER:-postgres}" "${POSTGRES_DB:-app}" "$@"
}

main() {
  local cmd="${1:-}"
  shift || true
  case "$cmd" in
    # ... up/down/logs/test entries unchanged ...
    lint) cmd_lint "$@" ;;
    psql) cmd_psql "$@" ;;
    -h|--help|help|"") usage ;;
    # ... unknown-command branch unchanged ...
  esac
}

main "$@"
