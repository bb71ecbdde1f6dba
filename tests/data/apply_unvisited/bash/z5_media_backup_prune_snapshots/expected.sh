#!/usr/bin/env bash
# Nightly backup of lesson videos and certificate PDFs to object storage.
set -euo pipefail

MEDIA_ROOT="${MEDIA_ROOT:-/srv/learnhub/media}"
BACKUP_BUCKET="${BACKUP_BUCKET:-s3://learnhub-backups}"
LOG_FILE="${LOG_FILE:-/var/log/learnhub/media-backup.log}"
DATE_TAG="$(date -u +%Y-%m-%d)"
RETENTION_DAYS=30

log() {
  printf '%s [media-backup] %s\n' "$(date -u +%H:%M:%S)" "$*" | tee -a "$LOG_FILE"
}

require() {
  if ! command -v "$1" >/dev/null 2>&1; then
    log "missing required command: $1"
    exit 1
  fi
}

sync_dir() {
  local src="$1"
  local dest="$2"
  log "syncing ${src} -> ${dest}"
  aws s3 sync "$src" "$dest" --only-show-errors --storage-class STANDARD_IA
}

prune_certificate_snapshots() {
  local cutoff tag
  cutoff="$(date -u -d "-${RETENTION_DAYS} days" +%Y-%m-%d)"
  log "pruning certificate snapshots older than ${cutoff}"
  aws s3 ls "${BACKUP_BUCKET}/certificates/" | awk '{print $2}' | tr -d '/' | while read -r tag; do
    if [[ "$tag" < "$cutoff" ]]; then
      aws s3 rm "${BACKUP_BUCKET}/certificates/${tag}/" --recursive --only-show-errors
    fi
  done
}

require aws
require jq

if [[ ! -d "$MEDIA_ROOT" ]]; then
  log "media root not found: $MEDIA_ROOT"
  exit 1
fi

log "starting backup for ${DATE_TAG}"

sync_dir "${MEDIA_ROOT}/videos" "${BACKUP_BUCKET}/videos"
sync_dir "${MEDIA_ROOT}/certificates" "${BACKUP_BUCKET}/certificates/${DATE_TAG}"
sync_dir "${MEDIA_ROOT}/transcripts" "${BACKUP_BUCKET}/transcripts"

manifest="$(mktemp)"
find "$MEDIA_ROOT" -type f -printf '%P\t%s\n' > "$manifest"
aws s3 cp "$manifest" "${BACKUP_BUCKET}/manifests/${DATE_TAG}.tsv" --only-show-errors
rm -f "$manifest"

prune_certificate_snapshots

log "backup finished"
