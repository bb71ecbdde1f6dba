#!/usr/bin/env bash
#
# Rotate and compress application logs, then ship the archives to object storage.
# Usage: rotate-logs.sh [-n] [-k DAYS] [LOG_DIR]
#
set -euo pipefail

LOG_DIR="/var/log/myapp"
ARCHIVE_DIR="/var/log/myapp/archive"
KEEP_DAYS=14
DRY_RUN=0
BUCKET="${LOG_BUCKET:-s3://acme-logs/myapp}"

log() {
  printf '%s [rotate-logs] %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$*" >&2
}

run() {
  if (( DRY_RUN )); then
    log "dry-run: $*"
  else
    "$@"
  fi
}

usage() {
  sed -n '3,4p' "$0" | sed 's/^# \{0,1\}//'
  exit "${1:-0}"
}

rotate() {
  local stamp file
  stamp="$(date -u +%Y%m%d-%H%M%S)"
  mkdir -p "$ARCHIVE_DIR"
  for file in "$LOG_DIR"/*.log; do
    [[ -s "$file" ]] || continue
    run cp "$file" "$ARCHIVE_DIR/$(basename "$file" .log)-$stamp.log"
    run truncate -s 0 "$file"
  done
}

compress() {
  find "$ARCHIVE_DIR" -name '*.log' -type f -print0 |
    while IFS= read -r -d '' file; do
      run gzip -9 "$file"
    done
}

ship() {
  run aws s3 sync "$ARCHIVE_DIR" "$BUCKET/$(hostname -s)/" \
    --exclude '*' --include '*.gz' --only-show-errors
}

prune() {
  run find "$ARCHIVE_DIR" -name '*.gz' -type f -mtime "+$KEEP_DAYS" -delete
}

main() {
  while getopts ':nk:h' opt; do
    case "$opt" in
      n) DRY_RUN=1 ;;
      k) KEEP_DAYS="$OPTARG" ;;
      h) usage 0 ;;
      *) usage 1 ;;
    esac
  done
  shift $((OPTIND - 1))
  LOG_DIR="${1:-$LOG_DIR}"

  local start=$SECONDS
  rotate
  compress
  ship
  prune
  log "done in $((SECONDS - start))s"
}

main "$@"
