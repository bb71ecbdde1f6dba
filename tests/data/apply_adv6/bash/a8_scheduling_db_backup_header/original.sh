#!/bin/bash
# Nightly backup of the clinic scheduling database.
set -e

BACKUP_ROOT="${BACKUP_ROOT:-/srv/backups/scheduling}"
DB_NAME="${DB_NAME:-scheduling}"
DB_HOST="${DB_HOST:-db01.lakeside.internal}"
RETENTION_DAYS="${RETENTION_DAYS:-14}"
STAMP="$(date +%Y%m%d-%H%M)"
LOG_FILE="/var/log/clinic/backup-${STAMP}.log"

log() {
    echo "[$(date '+%F %T')] $*" | tee -a "$LOG_FILE"
}

dump_database() {
    local target="$1"
    log "dumping ${DB_NAME} from ${DB_HOST} to ${target}"
    pg_dump --host "$DB_HOST" --format custom --file "$target" "$DB_NAME"
}

verify_dump() {
    local target="$1"
    # pg_restore --list exits non-zero on a corrupt archive; don't abort, report it.
    set +e
    pg_restore --list "$target" > /dev/null 2>&1
    local rc=$?
    set -e
    if [ "$rc" -ne 0 ]; then
        log "verification FAILED for ${target}"
        return 1
    fi
    log "verified ${target}"
}

prune_old() {
    log "pruning backups older than ${RETENTION_DAYS} days"
    find "$BACKUP_ROOT" -name "${DB_NAME}-*.dump" -mtime "+${RETENTION_DAYS}" -print -delete \
        | while read -r f; do log "removed $f"; done
}

main() {
    mkdir -p "$BACKUP_ROOT" "$(dirname "$LOG_FILE")"
    local target="${BACKUP_ROOT}/${DB_NAME}-${STAMP}.dump"
    dump_database "$target"
    verify_dump "$target"
    prune_old
    log "backup complete"
}

main "$@"
