#!/usr/bin/env bash
# Nightly backup of the application database and uploaded files.
# Intended to run from cron as the "backup" user.
set -euo pipefail

BACKUP_ROOT="${BACKUP_ROOT:-/var/backups/app}"
DB_NAME="${DB_NAME:-app_production}"
UPLOADS_DIR="${UPLOADS_DIR:-/srv/app/shared/uploads}"
RETENTION_DAYS="${RETENTION_DAYS:-14}"
STAMP="$(date +%Y%m%d-%H%M%S)"
LOG_FILE="${BACKUP_ROOT}/backup.log"

log() {
    printf '%s [backup] %s\n' "$(date '+%F %T')" "$*" | tee -a "$LOG_FILE"
}

die() {
    log "ERROR: $*"
    exit 1
}

ensure_dirs() {
    mkdir -p "${BACKUP_ROOT}/db" "${BACKUP_ROOT}/uploads"
    touch "$LOG_FILE"
}

backup_database() {
    local dump_file="${BACKUP_ROOT}/db/${DB_NAME}-${STAMP}.sql"
    log "dumping database ${DB_NAME}"
    if ! pg_dump --no-owner --no-privileges "$DB_NAME" > "$dump_file"; then
        rm -f "$dump_file"
        die "pg_dump failed for ${DB_NAME}"
    fi
    gzip -9 "$dump_file"
    log "database backup written: ${dump_file}.gz"
}

backup_uploads() {
    local archive="${BACKUP_ROOT}/uploads/uploads-${STAMP}.tar.gz"
    log "archiving uploads from ${UPLOADS_DIR}"
    if [[ ! -d "$UPLOADS_DIR" ]]; then
        log "no uploads directory, skipping"
        return 0
    fi
    tar -czf "$archive" -C "$(dirname "$UPLOADS_DIR")" "$(basename "$UPLOADS_DIR")"
    log "uploads archive written: ${archive}"
}

prune_old_backups() {
    log "pruning backups older than ${RETENTION_DAYS} days"
    find "${BACKUP_ROOT}/db" -name '*.sql.gz' -mtime +"$RETENTION_DAYS" -delete
    find "${BACKUP_ROOT}/uploads" -name '*.tar.gz' -mtime +"$RETENTION_DAYS" -delete
}

main() {
    ensure_dirs
    backup_database
    backup_uploads
    prune_old_backups
    log "backup finished"
}

main "$@"
