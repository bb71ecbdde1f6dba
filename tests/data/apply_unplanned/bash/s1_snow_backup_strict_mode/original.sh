#!/bin/bash
# backup_snow_reports.sh -- nightly dump of the snow report database
# Runs from cron on the ops box at 02:30, after the groomers' reports are in.
set -e

DB_HOST="${DB_HOST:-snowdb.internal}"
DB_NAME="${DB_NAME:-snow_reports}"
DB_USER="${DB_USER:-backup}"
BACKUP_DIR="${BACKUP_DIR:-/var/backups/snow}"
S3_BUCKET="${S3_BUCKET:-s3://alpine-ridge-backups/snow}"
RETENTION_DAYS="${RETENTION_DAYS:-14}"
STAMP="$(date +%Y%m%d_%H%M)"

log() {
    echo "[$(date '+%H:%M:%S')] $*"
}

die() {
    log "ERROR: $*" >&2
    exit 1
}

dump_table() {
    local table="$1"
    local out="${BACKUP_DIR}/${table}_${STAMP}.sql.gz"
    log "dumping ${table}"
    pg_dump -h "$DB_HOST" -U "$DB_USER" -t "$table" "$DB_NAME" | gzip > "$out" \
        || die "dump of ${table} failed"
    log "wrote ${out} ($(du -h "$out" | cut -f1))"
}

dump_all() {
    dump_table snow_depth_readings
    dump_table lift_status_history
    dump_table grooming_log
    dump_table avalanche_bulletins
}

rotate_old() {
    log "removing backups older than ${RETENTION_DAYS} days"
    find "$BACKUP_DIR" -name '*.sql.gz' -mtime +"$RETENTION_DAYS" -print -delete
}

upload() {
    log "syncing ${BACKUP_DIR} to ${S3_BUCKET}"
    aws s3 sync "$BACKUP_DIR" "$S3_BUCKET" --exclude '*' --include "*_${STAMP}.sql.gz" \
        || die "upload failed"
}

main() {
    mkdir -p "$BACKUP_DIR"
    command -v pg_dump >/dev/null || die "pg_dump not installed"
    dump_all
    rotate_old
    if [ "${SKIP_UPLOAD:-0}" != "1" ]; then
        upload
    fi
    log "snow report backup done"
}

main "$@"
