#!/usr/bin/env bash
# Nightly PostgreSQL backup with simple rotation.
set -euo pipefail

BACKUP_DIR="${BACKUP_DIR:-/var/backups/postgres}"
KEEP="${KEEP:-7}"
DB_NAME="${DB_NAME:-app}"
DB_USER="${DB_USER:-postgres}"

log() {
  printf '%s [backup] %s\n' "$(date '+%Y-%m-%d %H:%M:%S')" "$*"
}

die() {
  log "ERROR: $*" >&2
  exit 1
}

usage() {
  cat <<USAGE
Usage: $(basename "$0") [-d backup_dir] [-k keep] [-n db_name]

  -d DIR   directory to write backups to (default: $BACKUP_DIR)
  -k N     number of backups to keep (default: $KEEP)
  -n NAME  database to dump (default: $DB_NAME)
USAGE
}

parse_args() {
  while getopts ":d:k:n:h" opt; do
    case "$opt" in
      d) BACKUP_DIR="$OPTARG" ;;
      k) KEEP="$OPTARG" ;;
      n) DB_NAME="$OPTARG" ;;
      h) usage; exit 0 ;;
      *) usage >&2; exit 2 ;;
    esac
  done
}

dump_database() {
  local target="$1"
  log "dumping $DB_NAME to $target"
  pg_dump -U "$DB_USER" -Fc "$DB_NAME" > "$target" || die "pg_dump failed"
}

rotate_backups() {
  local dir="$1" keep="$2"
  local count
  count=$(find "$dir" -maxdepth 1 -name '*.dump' | wc -l)
  if (( count > keep )); then
    log "removing $((count - keep)) old backup(s)"
    find "$dir" -maxdepth 1 -name '*.dump' -printf '%T@ %p\n' \
      | sort -n \
      | head -n "$((count - keep))" \
      | cut -d' ' -f2- \
      | xargs -r rm -f --
  fi
}

main() {
  parse_args "$@"
  mkdir -p "$BACKUP_DIR"
  local stamp
  stamp="$(date +%Y%m%d-%H%M%S)"
  dump_database "$BACKUP_DIR/${DB_NAME}-${stamp}.dump"
  rotate_backups "$BACKUP_DIR" "$KEEP"
  log "done"
}

# Only run when executed directly, so the functions can be sourced in tests.
if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  main "$@"
fi
