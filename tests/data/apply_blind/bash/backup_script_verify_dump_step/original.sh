#!/bin/sh
# Nightly backup of the postgres database and uploaded media to S3.
set -eu

STAMP="$(date -u +%Y%m%dT%H%M%SZ)"
WORKDIR="${BACKUP_WORKDIR:-/var/backups/app}"
BUCKET="${BACKUP_BUCKET:?BACKUP_BUCKET must be set}"
RETENTION_DAYS="${RETENTION_DAYS:-14}"

log() {
    echo "$(date -u +%H:%M:%S) backup: $*"
}

dump_database() {
    log "dumping database"
    pg_dump --format=custom --no-owner --file="${WORKDIR}/db-${STAMP}.dump" "$DATABASE_URL"
}

archive_media() {
    log "archiving media"
    tar -czf "${WORKDIR}/media-${STAMP}.tar.gz" -C /srv/app media
}

upload() {
    log "uploading to s3://${BUCKET}/${STAMP}/"
    aws s3 cp "${WORKDIR}/db-${STAMP}.dump" "s3://${BUCKET}/${STAMP}/"
    aws s3 cp "${WORKDIR}/media-${STAMP}.tar.gz" "s3://${BUCKET}/${STAMP}/"
}

prune_local() {
    log "removing local backups older than ${RETENTION_DAYS} days"
    find "$WORKDIR" -type f -mtime +"$RETENTION_DAYS" -delete
}

mkdir -p "$WORKDIR"
dump_database
archive_media
upload
prune_local
log "done"
