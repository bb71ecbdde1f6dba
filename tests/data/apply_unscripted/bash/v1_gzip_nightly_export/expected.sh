#!/usr/bin/env bash
#
# nightly_export.sh - dumps parking authority tables to the reporting bucket.
# Run by cron at 02:15 on the reporting host.

set -euo pipefail

DB_URL="${PARKING_DB_URL:?PARKING_DB_URL must be set}"
OUT_DIR="/srv/exports/$(date +%F)"
BUCKET="s3://city-parking-reporting/exports"
RETENTION_DAYS=30

mkdir -p "$OUT_DIR"

log() {
  echo "[$(date +%T)] $*"
}

export_table() {
  local name="$1" query="$2"
  log "exporting $name"
  psql "$DB_URL" --no-psqlrc -v ON_ERROR_STOP=1 \
    -c "\\copy ($query) TO '$OUT_DIR/$name.csv' WITH CSV HEADER"
}

export_permits() {
  export_table permits \
    "SELECT id, plate, zone, permit_type, valid_from, valid_until, revoked FROM permits WHERE updated_at >= now() - interval '1 day'"
}

export_citations() {
  export_table citations \
    "SELECT number, plate, violation_code, fine_cents, issued_at, status FROM citations WHERE updated_at >= now() - interval '1 day'"
}

export_meter_sessions() {
  export_table meter_sessions \
    "SELECT meter_id, plate, started_at, minutes, paid_cents FROM meter_sessions WHERE started_at >= now() - interval '1 day'"
}

export_tows() {
  export_table tows \
    "SELECT id, plate, lot, towed_at, released_at, fees_cents FROM impounds WHERE updated_at >= now() - interval '1 day'"
}

upload() {
  log "compressing and uploading $OUT_DIR"
  gzip -f "$OUT_DIR"/*.csv
  aws s3 cp --recursive --only-show-errors "$OUT_DIR" "$BUCKET/$(basename "$OUT_DIR")/"
}

prune_old() {
  log "removing local exports older than $RETENTION_DAYS days"
  find /srv/exports -mindepth 1 -maxdepth 1 -type d -mtime +"$RETENTION_DAYS" -exec rm -rf {} +
}

export_permits
export_citations
export_meter_sessions
export_tows
upload
prune_old
log "export complete"
