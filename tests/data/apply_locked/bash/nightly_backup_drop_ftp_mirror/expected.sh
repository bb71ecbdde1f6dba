#!/usr/bin/env bash
# Nightly backup of the app database and uploads to S3.
set -euo pipefail

BACKUP_ROOT="${BACKUP_ROOT:-/var/backups/app}"
S3_BUCKET="${S3_BUCKET:-s3://acme-backups/app}"
RETENTION_DAYS="${RETENTION_DAYS:-14}"
TIMESTAMP="$(date +%Y%m%d-%H%M%S)"
LOG_FILE="/var/log/app-backup.log"

log() {
    echo "[$(date '+%F %T')] $*" | tee -a "$LOG_FILE" >&2
}

die() {
    log "ERROR: $*"
    exit 1
}

dump_database() {
    local out="$BACKUP_ROOT/db-$TIMESTAMP.sql.gz"
    log "Dumping database to $out"
    pg_dump --no-owner --format=plain "$DATABASE_URL" | gzip -9 > "$out" \
        || die "pg_dump failed"
    echo "$out"
}

archive_uploads() {
    local out="$BACKUP_ROOT/uploads-$TIMESTAMP.tar.gz"
    log "Archiving uploads to $out"
    tar -czf "$out" -C /srv/app uploads || die "tar failed"
    echo "$out"
}

upload_to_s3() {
    local file="$1"
    log "Uploading $(basename "$file") to $S3_BUCKET"
    aws s3 cp "$file" "$S3_BUCKET/" --only-show-errors || die "upload failed: $file"
}

prune_old_backups() {
    log "Removing local backups older than $RETENTION_DAYS days"
    find "$BACKUP_ROOT" -type f -name '*.gz' -mtime "+$RETENTION_DAYS" -delete
}

main() {
    [[ -n "${DATABASE_URL:-}" ]] || die "DATABASE_URL is not set"
    mkdir -p "$BACKUP_ROOT"

    local db_file uploads_file
    db_file="$(dump_database)"
    uploads_file="$(archive_uploads)"

    for f in "$db_file" "$uploads_file"; do
        upload_to_s3 "$f"
    done

    prune_old_backups
    log "Backup finished"
}

main "$@"
