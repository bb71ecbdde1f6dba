#!/usr/bin/env bash
# Back up the Postgres database and prune old dumps.
set -euo pipefail

BACKUP_DIR="${BACKUP_DIR:-/var/backups/pg}"
RETENTION_DAYS="${RETENTION_DAYS:-14}"
DB_NAME="${DB_NAME:-app}"

timestamp() {
  date -u +%Y%m%dT%H%M%SZ
}

dump() {
  local out="$BACKUP_DIR/$DB_NAME-$(timestamp).sql.gz"
  pg_dump --no-owner --format=plain "$DB_NAME" | gzip -9 > "$out"
  echo "$out"
}

prune() {
  find "$BACKUP_DIR" -name "$DB_NAME-*.sql.gz" -mtime +"$RETENTION_DAYS" -print -delete
}

main() {
  mkdir -p "$BACKUP_DIR"
  local file
  file="$(dump)"
  echo "wrote $file"
  prune
}

main "$@"
