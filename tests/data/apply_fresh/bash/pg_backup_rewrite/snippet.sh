#!/usr/bin/env bash
set -euo pipefail

# Nightly Postgres backup: dump, compress, upload to S3, prune old local copies.

DB_NAME="${DB_NAME:-app_production}"
BACKUP_DIR="${BACKUP_DIR:-/var/backups/postgres}"
S3_BUCKET="${S3_BUCKET:-s3://acme-db-backups}"
KEEP_DAYS="${KEEP_DAYS:-7}"

timestamp=$(date +%Y%m%d-%H%M%S)
outfile="$BACKUP_DIR/$DB_NAME-$timestamp.sql.gz"

log() {
    echo "[$(date '+%Y-%m-%d %H:%M:%S')] $*"
}

cleanup() {
    rm -f "$outfile.partial"
}
trap cleanup EXIT

for tool in pg_dump gzip aws; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "missing required tool: $tool" >&2
        exit 1
    fi
done

mkdir -p "$BACKUP_DIR"

log "dumping $DB_NAME to $outfile"
pg_dump --format=plain --no-owner "$DB_NAME" | gzip > "$outfile.partial"
mv "$outfile.partial" "$outfile"

log "uploading to $S3_BUCKET"
aws s3 cp "$outfile" "$S3_BUCKET/$DB_NAME/" --only-show-errors

log "pruning local backups older than $KEEP_DAYS days"
find "$BACKUP_DIR" -name "$DB_NAME-*.sql.gz" -mtime +"$KEEP_DAYS" -delete

log "done ($(du -h "$outfile" | cut -f1))"
