#!/bin/bash
# Nightly PostgreSQL backup: dump, compress, upload to S3, prune old copies.
set -e

BACKUP_DIR="${BACKUP_DIR:-/var/backups/postgres}"
S3_BUCKET="${S3_BUCKET:-s3://acme-db-backups}"
RETENTION_DAYS="${RETENTION_DAYS:-14}"
DATABASES=(orders inventory accounts)

log() {
    echo "[$(date '+%Y-%m-%d %H:%M:%S')] $*"
}

dump_database() {
    local db="$1"
    local out="$BACKUP_DIR/${db}_$(date +%Y%m%d_%H%M%S).sql.gz"

    log "dumping $db -> $out"
    pg_dump --no-owner --format=plain "$db" | gzip -9 > "$out"
    echo "$out"
}

upload() {
    local file="$1"

    log "uploading $(basename "$file")"
    aws s3 cp "$file" "$S3_BUCKET/$(hostname)/" --only-show-errors
}

prune_local() {
    log "removing local backups older than $RETENTION_DAYS days"
    find "$BACKUP_DIR" -name '*.sql.gz' -mtime +"$RETENTION_DAYS" -delete
}

main() {
    mkdir -p "$BACKUP_DIR"

    for db in "${DATABASES[@]}"; do
        file=$(dump_database "$db")
        upload "$file"
    done

    prune_local
    log "backup finished"
}

main "$@"
