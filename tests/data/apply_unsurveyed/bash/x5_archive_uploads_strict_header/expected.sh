#!/usr/bin/env bash
# Nightly archive of raw GPS/FIT uploads to cold storage.
# Runs from cron on ingest-01 at 02:30 UTC.

set -euo pipefail
IFS=$'\n\t'

ARCHIVE_BUCKET="${ARCHIVE_BUCKET:-s3://stridelab-cold/raw-uploads}"
UPLOAD_DIR="${UPLOAD_DIR:-/srv/ingest/uploads}"
RETENTION_DAYS="${RETENTION_DAYS:-14}"
LOG_FILE="/var/log/stridelab/archive-uploads.log"
LOCK_FILE="/var/run/archive-uploads.lock"

log() {
    echo "$(date -u +%Y-%m-%dT%H:%M:%SZ) [archive] $*" >> "$LOG_FILE"
}

acquire_lock() {
    exec 9>"$LOCK_FILE"
    if ! flock -n 9; then
        log "another archive run is in progress, exiting"
        exit 0
    fi
}

archive_day() {
    local day="$1"
    local src="$UPLOAD_DIR/$day"
    local tarball="/tmp/uploads-$day.tar.zst"

    if [ ! -d "$src" ]; then
        log "no uploads for $day"
        return 0
    fi

    local count
    count=$(find "$src" -type f \( -name '*.fit' -o -name '*.gpx' -o -name '*.tcx' \) | wc -l)
    log "archiving $count files for $day"

    tar --zstd -cf "$tarball" -C "$UPLOAD_DIR" "$day"
    aws s3 cp "$tarball" "$ARCHIVE_BUCKET/$day.tar.zst" --storage-class DEEP_ARCHIVE --only-show-errors
    rm -f "$tarball"
}

prune_local() {
    find "$UPLOAD_DIR" -mindepth 1 -maxdepth 1 -type d -mtime +"$RETENTION_DAYS" -print0 |
        while IFS= read -r -d '' dir; do
            log "pruning $(basename "$dir")"
            rm -rf "$dir"
        done
}

main() {
    acquire_lock
    local yesterday
    yesterday=$(date -u -d 'yesterday' +%Y-%m-%d)
    archive_day "$yesterday"
    prune_local
    log "done"
}

main "$@"
