#!/usr/bin/env bash
# Nightly export of berth schedule and crane move logs to the archive bucket.
# Runs from cron on ops-batch-01 at 02:15 UTC.
set -euo pipefail

readonly EXPORT_DIR="${EXPORT_DIR:-/var/lib/berth-planner/export}"
readonly ARCHIVE_BUCKET="${ARCHIVE_BUCKET:-s3://harbourline-ops-archive/berth}"
readonly DB_URL="${DB_URL:-postgres://berth_export@db-ops.internal:5432/berths}"
readonly KEEP_DAYS="${KEEP_DAYS:-14}"
readonly STAMP="$(date -u +%Y%m%d)"

log() {
    printf '%s [berth-export] %s\n' "$(date -u +%H:%M:%S)" "$*" >&2
}

die() {
    log "ERROR: $*"
    exit 1
}

export_table() {
    local table="$1"
    local out="${EXPORT_DIR}/${table}_${STAMP}.csv.gz"
    log "exporting ${table}"
    psql "$DB_URL" --no-psqlrc --quiet \
        -c "\\copy (SELECT * FROM ${table}) TO STDOUT WITH CSV HEADER" \
        | gzip -9 > "$out"
    echo "$out"
}

upload() {
    local file="$1"
    local key
    key="${ARCHIVE_BUCKET}/${STAMP}/$(basename "$file")"
    log "uploading $(basename "$file")"
    aws s3 cp --only-show-errors "$file" "$key"
}

prune_local() {
    log "pruning exports older than ${KEEP_DAYS} days"
    find "$EXPORT_DIR" -name '*.csv.gz' -mtime +"$KEEP_DAYS" -print -delete
}

main() {
    mkdir -p "$EXPORT_DIR"
    command -v psql >/dev/null || die "psql not installed"
    command -v aws >/dev/null || die "aws cli not installed"

    local files=()
    for table in berth_assignments vessel_calls crane_moves; do
        files+=("$(export_table "$table")")
    done

    for f in "${files[@]}"; do
        upload "$f"
    done

    prune_local
    log "done: ${#files[@]} tables exported"
}

main "$@"
