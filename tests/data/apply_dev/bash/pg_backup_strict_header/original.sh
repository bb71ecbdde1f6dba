#!/bin/bash
# Nightly database backup: dump, compress, upload, prune.
set -e

BACKUP_DIR="${BACKUP_DIR:-/var/backups/pg}"
BUCKET="${BUCKET:-s3://acme-db-backups}"
RETENTION_DAYS="${RETENTION_DAYS:-14}"
DATABASES=(app analytics billing)
STAMP="$(date -u +%Y%m%dT%H%M%SZ)"

log() {
  echo "$(date -u +%FT%TZ) backup: $*"
}

dump_database() {
  local db="$1"
  local out="$BACKUP_DIR/$db-$STAMP.sql.gz"
  log "dumping $db"
  pg_dump --no-owner --no-privileges "$db" | gzip -9 > "$out"
  echo "$out"
}

upload() {
  local file="$1"
  log "uploading $(basename "$file")"
  aws s3 cp --only-show-errors "$file" "$BUCKET/$(hostname -s)/"
}

prune_local() {
  log "pruning local backups older than $RETENTION_DAYS days"
  find "$BACKUP_DIR" -name '*.sql.gz' -mtime +"$RETENTION_DAYS" -print -delete
}

main() {
  mkdir -p "$BACKUP_DIR"
  local failed=0
  for db in "${DATABASES[@]}"; do
    if file="$(dump_database "$db")"; then
      upload "$file"
    else
      log "dump of $db failed"
      failed=1
    fi
  done
  prune_local
  return "$failed"
}

main "$@"
