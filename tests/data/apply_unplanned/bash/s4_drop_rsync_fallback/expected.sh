#!/usr/bin/env bash
# backup_telemetry.sh -- archive inverter telemetry per panel array and ship it off-site
set -euo pipefail

BUCKET="${BACKUP_BUCKET:-solarcoop-telemetry-archive}"
SPOOL="${SPOOL_DIR:-/var/spool/solarcoop/telemetry}"
WORK="${WORK_DIR:-/tmp/telemetry-backup}"
KEEP_DAYS="${KEEP_DAYS:-14}"
ARRAYS=(north-barn school-roof depot-carport community-hall)

log() {
  echo "$(date -u +%FT%TZ) backup: $*" >&2
}

pack_array() {
  local array="$1"
  local stamp archive
  stamp=$(date -u +%Y%m%d)
  archive="${WORK}/${array}_${stamp}.tar.zst"
  log "packing ${array}"
  tar -C "$SPOOL" --zstd -cf "$archive" "$array"
  echo "$archive"
}

verify_archive() {
  local archive="$1"
  if ! tar --zstd -tf "$archive" >/dev/null; then
    log "archive $(basename "$archive") is corrupt"
    return 1
  fi
}

upload_archive() {
  local archive="$1"
  log "uploading $(basename "$archive")"
  aws s3 cp "$archive" "s3://${BUCKET}/telemetry/" --only-show-errors
}

prune_local() {
  log "pruning archives older than ${KEEP_DAYS} days"
  find "$WORK" -name '*.tar.zst' -mtime "+${KEEP_DAYS}" -delete
  find "$SPOOL" -type f -name '*.jsonl' -mtime "+${KEEP_DAYS}" -delete
}

main() {
  mkdir -p "$WORK"
  command -v aws >/dev/null || { log "aws cli not found"; exit 1; }
  local array archive
  for array in "${ARRAYS[@]}"; do
    archive=$(pack_array "$array")
    verify_archive "$archive" || continue
    upload_archive "$archive"
  done
  prune_local
  log "backup finished"
}

main "$@"
