#!/usr/bin/env bash
# sync_hygienist_schedule.sh - copy next week's hygienist shifts from the staffing
# export into the practice-management calendar.

set -euo pipefail

EXPORT_DIR="${EXPORT_DIR:-/srv/staffing/exports}"
PM_API="${PM_API:-http://localhost:8080/api}"
WEEK_START="${WEEK_START:-$(date -d 'next monday' +%F)}"

log() {
  echo "[$(date +%H:%M:%S)] $*" >&2
}

latest_export() {
  ls -1t "${EXPORT_DIR}"/hygienist_shifts_*.csv 2>/dev/null | head -n 1
}

clear_week() {
  local hygienist_id="$1"
  curl -fsS -X DELETE "${PM_API}/hygienists/${hygienist_id}/shifts?week=${WEEK_START}" > /dev/null
}

push_shift() {
  local hygienist_id="$1" day="$2" start="$3" end="$4" operatory="$5"
  curl -fsS -X POST "${PM_API}/hygienists/${hygienist_id}/shifts" \
    -H 'Content-Type: application/json' \
    -d "{\"day\":\"${day}\",\"start\":\"${start}\",\"end\":\"${end}\",\"operatory\":\"${operatory}\"}" > /dev/null
}

count_open_slots() {
  local hygienist_id="$1"
  curl -fsS "${PM_API}/hygienists/${hygienist_id}/open-slots?week=${WEEK_START}" | jq 'length'
}

main() {
  local csv
  csv="$(latest_export)"
  if [[ -z "${csv}" ]]; then
    log "no staffing export found in ${EXPORT_DIR}"
    exit 1
  fi
  log "using ${csv} for week of ${WEEK_START}"

  local synced=0 slots=0 seen=""
  while IFS=, read -r hygienist_id day start end operatory; do
    [[ "${hygienist_id}" == "hygienist_id" ]] && continue
    if [[ ",${seen}," != *",${hygienist_id},"* ]]; then
      clear_week "${hygienist_id}"
      seen="${seen:+${seen},}${hygienist_id}"
      synced=$((synced + 1))
    fi
    push_shift "${hygienist_id}" "${day}" "${start}" "${end}" "${operatory}"
  done < "${csv}"

  local id
  for id in ${seen//,/ }; do
    slots=$((slots + $(count_open_slots "${id}")))
  done

  log "schedule sync complete: ${synced} hygienists, ${slots} open slots"
}

# Only run when executed directly, so the tests can source this file for its functions
if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  main "$@"
fi
