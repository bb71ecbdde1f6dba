#!/usr/bin/env bash
# Nightly backup of the sample-tracking database and freezer map to S3.
# Runs from cron on the lab server: 15 2 * * * /opt/trials/bin/backup_samples.sh
set -euo pipefail

SITE_ID="${SITE_ID:-MAN-01}"
BUCKET="${BUCKET:-meridian-trials-backups}"
WORK_DIR="$(mktemp -d /tmp/sample-backup.XXXXXX)"
STAMP="$(date -u +%Y%m%dT%H%M%SZ)"
LOG_TAG="sample-backup"

trap 'rm -rf "$WORK_DIR"' EXIT

log() {
  logger -t "$LOG_TAG" -- "$*"
  echo "[$(date -u +%H:%M:%S)] $*" >&2
}

dump_database() {
  local out="$WORK_DIR/sample_tracking-${STAMP}.dump"
  pg_dump --format=custom --no-owner sample_tracking > "$out"
  log "database dumped to $out ($(du -h "$out" | cut -f1))"
  echo "$out"
}

export_freezer_map() {
  local out="$WORK_DIR/freezer_map-${STAMP}.csv"
  psql --no-psqlrc --csv -c "SELECT barcode, freezer, rack, box, slot FROM sample_positions" \
    sample_tracking > "$out"
  log "freezer map exported ($(wc -l < "$out") rows)"
  echo "$out"
}

upload_archive() {
  local archive="$1"
  local key="${SITE_ID}/$(basename "$archive")"
  if [[ ! -s "$archive" ]]; then
    log "refusing to upload empty archive $archive"
    return 1
  fi
  aws s3 cp "$archive" "s3://${BUCKET}/${key}" --sse aws:kms --only-show-errors
  sha256sum "$archive" | awk '{print $1}' > "${archive}.sha256"
  aws s3 cp "${archive}.sha256" "s3://${BUCKET}/${key}.sha256" --only-show-errors
  log "uploaded $key (sha256 $(cat "${archive}.sha256"))"
}

upload_manifest() {
  local manifest="$WORK_DIR/MANIFEST-${STAMP}.txt"
  ls -l "$WORK_DIR" > "$manifest"
  aws s3 cp "$manifest" "s3://${BUCKET}/${SITE_ID}/$(basename "$manifest")" --only-show-errors
  log "uploaded manifest"
}

main() {
  log "starting backup for site $SITE_ID"
  local db_dump freezer_csv archive
  db_dump="$(dump_database)"
  freezer_csv="$(export_freezer_map)"
  archive="$WORK_DIR/samples-${SITE_ID}-${STAMP}.tar.gz"
  tar -czf "$archive" -C "$WORK_DIR" "$(basename "$db_dump")" "$(basename "$freezer_csv")"
  upload_archive "$archive"
  upload_manifest
  log "backup finished"
}

main "$@"
