#!/usr/bin/env bash
# rotate_meter_archives.sh
# Compresses and prunes raw AMI meter-read archives for each pressure zone.
# Intended for cron on the collector host: 15 2 * * * /opt/ami/bin/rotate_meter_archives.sh

set -euo pipefail
umask 027

ARCHIVE_ROOT="${ARCHIVE_ROOT:-/srv/ami/archives}"
RETAIN_DAYS="${RETAIN_DAYS:-90}"
COMPRESS_AFTER_DAYS="${COMPRESS_AFTER_DAYS:-7}"
ZONES=(north south east west highland)
LOCK_FILE="/var/run/rotate_meter_archives.lock"

log() {
  logger -t rotate_meter_archives "$*"
  echo "$(date '+%F %T') $*"
}

acquire_lock() {
  exec 9>"$LOCK_FILE"
  if ! flock -n 9; then
    log "another rotation is already running, exiting"
    exit 0
  fi
}

compress_zone() {
  local zone="$1"
  local dir="$ARCHIVE_ROOT/$zone"
  local count=0
  while IFS= read -r -d '' file; do
    gzip -9 "$file"
    count=$((count + 1))
  done < <(find "$dir" -type f -name '*.csv' -mtime +"$COMPRESS_AFTER_DAYS" -print0)
  log "zone=$zone compressed=$count"
}

prune_zone() {
  local zone="$1"
  local dir="$ARCHIVE_ROOT/$zone"
  local count=0
  while IFS= read -r -d '' file; do
    rm -f "$file"
    count=$((count + 1))
  done < <(find "$dir" -type f -name '*.csv.gz' -mtime +"$RETAIN_DAYS" -print0)
  log "zone=$zone pruned=$count"
}

report_usage() {
  local zone="$1"
  local size
  size=$(du -sh "$ARCHIVE_ROOT/$zone" | cut -f1)
  log "zone=$zone size=$size"
}

acquire_lock
for zone in "${ZONES[@]}"; do
  if [ ! -d "$ARCHIVE_ROOT/$zone" ]; then
    log "zone=$zone missing archive dir, skipping"
    continue
  fi
  compress_zone "$zone"
  prune_zone "$zone"
  report_usage "$zone"
done
log "rotation finished"
