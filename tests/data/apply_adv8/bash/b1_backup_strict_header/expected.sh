#!/usr/bin/env bash
# nightly-matter-backup.sh
# Dumps the case-management database and the matter document store,
# encrypts both, and ships them to offsite storage.
# Runs from cron at 01:30 as casebook-backup; restore steps are in ops/runbooks/backups.md.
set -Eeuo pipefail

BACKUP_ROOT=/var/backups/casebook
STAMP="$(date +%Y%m%d-%H%M)"
DB_NAME=casebook_prod
DOCS_DIR=/srv/casebook/matter-documents
GPG_RECIPIENT=backups@hallwardbeck.com
OFFSITE=s3://hb-casebook-offsite
RETENTION_DAYS=35

log() {
  echo "$(date '+%F %T') $*" | tee -a "$BACKUP_ROOT/backup.log" >&2
}

dump_database() {
  local out="$BACKUP_ROOT/db/$DB_NAME-$STAMP.sql.gz"
  log "dumping $DB_NAME"
  pg_dump --no-owner --format=plain "$DB_NAME" | gzip -9 > "$out"
  echo "$out"
}

archive_documents() {
  local out="$BACKUP_ROOT/docs/matter-documents-$STAMP.tar.gz"
  log "archiving $DOCS_DIR"
  tar --create --gzip --file "$out" --directory "$(dirname "$DOCS_DIR")" "$(basename "$DOCS_DIR")"
  echo "$out"
}

encrypt() {
  local in="$1"
  gpg --batch --yes --encrypt --recipient "$GPG_RECIPIENT" --output "$in.gpg" "$in"
  rm -f "$in"
  echo "$in.gpg"
}

ship() {
  local file="$1"
  local dest
  dest="$OFFSITE/$(basename "$(dirname "$file")")/"
  log "uploading $(basename "$file") to $dest"
  aws s3 cp "$file" "$dest" --storage-class STANDARD_IA --only-show-errors
}

prune_local() {
  log "pruning local backups older than $RETENTION_DAYS days"
  find "$BACKUP_ROOT/db" "$BACKUP_ROOT/docs" -type f -name '*.gpg' -mtime +"$RETENTION_DAYS" -delete
}

mkdir -p "$BACKUP_ROOT/db" "$BACKUP_ROOT/docs"

db_file="$(encrypt "$(dump_database)")"
docs_file="$(encrypt "$(archive_documents)")"
ship "$db_file"
ship "$docs_file"
prune_local
log "backup $STAMP complete"
