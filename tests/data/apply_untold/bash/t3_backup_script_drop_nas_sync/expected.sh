#!/usr/bin/env bash
# backup.sh - nightly backups of the app database and uploads
set -euo pipefail

BACKUP_ROOT="${BACKUP_ROOT:-/var/backups/acme}"
RETENTION_DAYS="${RETENTION_DAYS:-14}"
S3_BUCKET="${S3_BUCKET:-s3://acme-backups}"
STAMP="$(date +%Y%m%d-%H%M%S)"

log() {
  printf '%s [backup] %s\n' "$(date -Is)" "$*" >&2
}

die() {
  log "ERROR: $*"
  exit 1
}

require() {
  for cmd in "$@"; do
    command -v "$cmd" >/dev/null 2>&1 || die "missing required command: $cmd"
  done
}

dump_database() {
  local target="$BACKUP_ROOT/db-$STAMP.sql.gz"
  log "dumping database to $target"
  pg_dump --no-owner --format=plain "$DATABASE_URL" | gzip -9 > "$target"
  echo "$target"
}

archive_uploads() {
  local target="$BACKUP_ROOT/uploads-$STAMP.tar.zst"
  log "archiving uploads to $target"
  tar --zstd -cf "$target" -C /srv/acme uploads
  echo "$target"
}

upload_to_s3() {
  local file="$1"
  log "uploading $(basename "$file") to $S3_BUCKET"
  aws s3 cp --only-show-errors "$file" "$S3_BUCKET/$(basename "$file")"
}

prune_old() {
  log "removing local backups older than $RETENTION_DAYS days"
  find "$BACKUP_ROOT" -type f -mtime "+$RETENTION_DAYS" -print -delete
}

main() {
  require pg_dump gzip tar aws
  [[ -n "${DATABASE_URL:-}" ]] || die "DATABASE_URL is not set"
  mkdir -p "$BACKUP_ROOT"

  local db_file uploads_file
  db_file="$(dump_database)"
  uploads_file="$(archive_uploads)"

  upload_to_s3 "$db_file"
  upload_to_s3 "$uploads_file"
  prune_old
  log "backup finished"
}

main "$@"
