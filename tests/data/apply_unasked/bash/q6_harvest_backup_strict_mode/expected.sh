#!/usr/bin/env bash
#
# backup_harvest_db.sh
# Nightly backup of the harvest intake database and the weigh-tag CSV exports.
# Runs from cron on cellar-srv-02 at 02:30 during harvest (Aug-Nov).
#
set -euo pipefail
umask 077

BACKUP_ROOT="/srv/backups/harvest"
EXPORT_DIR="/srv/scale-exports"
DB_NAME="harvest_intake"
DB_USER="backup"
RETENTION_DAYS=45
VINTAGE="$(date +%Y)"
STAMP="$(date +%Y%m%d-%H%M%S)"
DEST="${BACKUP_ROOT}/${VINTAGE}/${STAMP}"

log() {
    echo "[$(date '+%F %T')] $*" >&2
}

dump_database() {
    log "Dumping ${DB_NAME}"
    pg_dump --username="${DB_USER}" --format=custom --compress=6 \
        --file="${DEST}/${DB_NAME}.dump" "${DB_NAME}"
}

archive_exports() {
    local count
    count=$(find "${EXPORT_DIR}" -name '*.csv' -newer "${BACKUP_ROOT}/.last_run" 2>/dev/null | wc -l)
    log "Archiving ${count} new weigh-tag exports"
    tar -czf "${DEST}/weigh-tags.tar.gz" -C "${EXPORT_DIR}" .
}

prune_old() {
    log "Pruning backups older than ${RETENTION_DAYS} days"
    find "${BACKUP_ROOT}/${VINTAGE}" -mindepth 1 -maxdepth 1 -type d \
        -mtime +"${RETENTION_DAYS}" -exec rm -rf {} +
}

mkdir -p "${DEST}"
dump_database
archive_exports
prune_old
touch "${BACKUP_ROOT}/.last_run"
log "Backup complete: ${DEST}"
