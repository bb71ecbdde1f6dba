#!/usr/bin/env bash
# pg-backup.sh - nightly logical backups of the application databases
set -euo pipefail

BACKUP_ROOT="${BACKUP_ROOT:-/var/backups/postgres}"
PGHOST="${PGHOST:-localhost}"
PGUSER="${PGUSER:-backup}"
DATABASES=(orders inventory accounts)

log() {
  echo "$(date -Is) $*"
}

dump_database() {
  local db="$1"
  local target_dir="$2"
  local file="${target_dir}/${db}-$(date +%Y%m%d-%H%M%S).dump"

  log "dumping ${db} to ${file}"
  pg_dump --host="$PGHOST" --username="$PGUSER" --format=custom --file="$file" "$db"
}

verify_dump() {
  local file="$1"
  pg_restore --list "$file" > /dev/null
}

prune_old_backups() {
  local target_dir="$1"

  log "pruning backups older than 14 days in ${target_dir}"
  find "$target_dir" -name '*.dump' -type f -mtime +14 -print -delete
}

main() {
  for db in "${DATABASES[@]}"; do
    local dir="${BACKUP_ROOT}/${db}"
    mkdir -p "$dir"

    dump_database "$db" "$dir"
    for f in "$dir"/*.dump; do
      verify_dump "$f" || log "WARNING: ${f} failed verification"
    done

    prune_old_backups "$dir"
  done

  log "done"
}

main "$@"
