#!/usr/bin/env bash
# Nightly Postgres backup. Run from cron as the postgres user.
#
# Environment:
#   DB_NAME     database to dump (default: appdb)
#   BACKUP_DIR  where dumps are kept (default: /var/backups/postgres)
#   KEEP_DAYS   delete local dumps older than this (default: 7)
#   S3_BUCKET   if set, also upload each dump to s3://$S3_BUCKET/postgres/
set -euo pipefail

DB_NAME="${DB_NAME:-appdb}"
BACKUP_DIR="${BACKUP_DIR:-/var/backups/postgres}"
KEEP_DAYS="${KEEP_DAYS:-7}"
STAMP="$(date +%Y-%m-%dT%H%M)"
TARGET="$BACKUP_DIR/$DB_NAME-$STAMP.dump"

log() {
    printf '%s [pg-backup] %s\n' "$(date -Is)" "$*" >&2
}

cleanup() {
    # never leave a half-written dump behind
    [[ -f "$TARGET.partial" ]] && rm -f -- "$TARGET.partial"
}
trap cleanup EXIT

log "starting backup of $DB_NAME"
mkdir -p -- "$BACKUP_DIR"

# custom format is already compressed and can be restored selectively
pg_dump --format=custom --file="$TARGET.partial" "$DB_NAME"
mv -- "$TARGET.partial" "$TARGET"
log "backup written: $TARGET ($(du -h -- "$TARGET" | cut -f1))"

find "$BACKUP_DIR" -name "$DB_NAME-*.dump" -mtime +"$KEEP_DAYS" -print -delete |
    while read -r old; do log "removed old backup $old"; done

if [[ -n "${S3_BUCKET:-}" ]]; then
    aws s3 cp --only-show-errors -- "$TARGET" "s3://$S3_BUCKET/postgres/"
    log "uploaded to s3://$S3_BUCKET/postgres/"
fi

log "done"
