#!/usr/bin/env bash
# Nightly sync of circulation exports from the ILS host to the reporting server.
# Installed as /usr/local/bin/circ-sync and run from cron at 03:30.
set -euo pipefail

ILS_HOST="${ILS_HOST:-ils01.riverton.lib}"
REPORT_HOST="${REPORT_HOST:-reports.riverton.lib}"
EXPORT_ROOT="/srv/ils/exports"
STAGING="/var/tmp/circ-sync"
LOG_FILE="/var/log/circ-sync/$(date +%F).log"
RSYNC_OPTS=(-az --partial --timeout=120)

log() {
  printf '%s [%s] %s\n' "$(date +%T)" "$1" "$2" | tee -a "$LOG_FILE"
}

sync_loans() {
  local src="$ILS_HOST:$EXPORT_ROOT/loans/"
  local dest="$STAGING/loans"
  mkdir -p "$dest"
  log INFO "syncing loans from $src"
  rsync "${RSYNC_OPTS[@]}" "$src" "$dest/"
  rsync "${RSYNC_OPTS[@]}" "$dest/" "$REPORT_HOST:/data/circ/loans/"
  log INFO "loans done ($(find "$dest" -type f | wc -l) files)"
}

sync_holds() {
  local src="$ILS_HOST:$EXPORT_ROOT/holds/"
  local dest="$STAGING/holds"
  mkdir -p "$dest"
  log INFO "syncing holds from $src"
  rsync "${RSYNC_OPTS[@]}" "$src" "$dest/"
  rsync "${RSYNC_OPTS[@]}" "$dest/" "$REPORT_HOST:/data/circ/holds/"
  log INFO "holds done ($(find "$dest" -type f | wc -l) files)"
}

sync_fines() {
  local src="$ILS_HOST:$EXPORT_ROOT/fines/"
  local dest="$STAGING/fines"
  mkdir -p "$dest"
  log INFO "syncing fines from $src"
  rsync "${RSYNC_OPTS[@]}" --exclude='*.partial' "$src" "$dest/"
  rsync "${RSYNC_OPTS[@]}" "$dest/" "$REPORT_HOST:/data/circ/fines/"
  log INFO "fines done ($(find "$dest" -type f | wc -l) files)"
}

sync_transfers() {
  local src="$ILS_HOST:$EXPORT_ROOT/transfers/"
  local dest="$STAGING/transfers"
  mkdir -p "$dest"
  log INFO "syncing transfers from $src"
  rsync "${RSYNC_OPTS[@]}" "$src" "$dest/"
  rsync "${RSYNC_OPTS[@]}" "$dest/" "$REPORT_HOST:/data/circ/transfers/"
  log INFO "transfers done ($(find "$dest" -type f | wc -l) files)"
}

main() {
  mkdir -p "$(dirname "$LOG_FILE")" "$STAGING"
  log INFO "circ sync started"
  local failed=0
  for step in sync_loans sync_holds sync_fines sync_transfers; do
    if ! "$step"; then
      log ERROR "$step failed"
      failed=$((failed + 1))
    fi
  done
  log INFO "circ sync finished with $failed failure(s)"
  return "$failed"
}

main "$@"
