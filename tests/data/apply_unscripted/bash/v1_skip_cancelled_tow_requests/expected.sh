#!/usr/bin/env bash
# dispatch_tows.sh - assigns queued tow requests to contracted tow operators.
set -euo pipefail

API="${PARKING_API:-https://api.parking.example.gov}"
TOKEN_FILE="${TOKEN_FILE:-/etc/parking/tow-dispatch.token}"
QUEUE_DIR="${QUEUE_DIR:-/var/spool/tow-requests}"
DRY_RUN=0
MAX_PER_OPERATOR=6

log() { printf '%s [dispatch] %s\n' "$(date -u +%FT%TZ)" "$*" >&2; }

auth_header() {
  printf 'Authorization: Bearer %s' "$(<"$TOKEN_FILE")"
}

while [[ $# -gt 0 ]]; do
  case "$1" in
    --dry-run) DRY_RUN=1; shift ;;
    --max) MAX_PER_OPERATOR="$2"; shift 2 ;;
    --queue) QUEUE_DIR="$2"; shift 2 ;;
    *) echo "usage: $0 [--dry-run] [--max N] [--queue DIR]" >&2; exit 2 ;;
  esac
done

notify_operator() {
  local operator="$1" request_id="$2"
  curl -fsS -X POST -H "$(auth_header)" \
    "$API/v1/operators/$operator/notify" \
    -d "{\"request\":\"$request_id\"}" >/dev/null
}

notify_owner() {
  local plate="$1" request_id="$2"
  curl -fsS -X POST -H "$(auth_header)" \
    "$API/v1/vehicles/$plate/notify" \
    -d "{\"event\":\"tow_dispatched\",\"request\":\"$request_id\"}" >/dev/null
}

next_operator() {
  curl -fsS -H "$(auth_header)" "$API/v1/operators?available=true&max_load=$MAX_PER_OPERATOR" \
    | jq -r '.operators[0].id // empty'
}

dispatch_request() {
  local file="$1"
  local request_id plate operator
  request_id="$(jq -r '.id' "$file")"
  plate="$(jq -r '.plate' "$file")"

  if [[ "$(jq -r '.status // "queued"' "$file")" == "cancelled" ]]; then
    log "request $request_id ($plate) was cancelled, skipping"
    mv "$file" "$QUEUE_DIR/cancelled/"
    return 0
  fi

  operator="$(next_operator)"
  if [[ -z "$operator" ]]; then
    log "no operator available for $request_id, leaving it queued"
    return 1
  fi

  if (( DRY_RUN )); then
    log "would assign $request_id ($plate) to $operator"
    return 0
  fi

  notify_operator "$operator" "$request_id"
  notify_owner "$plate" "$request_id"
  mv "$file" "$QUEUE_DIR/dispatched/"
  log "assigned $request_id ($plate) to $operator"
}

shopt -s nullglob
for f in "$QUEUE_DIR"/*.json; do
  dispatch_request "$f" || break
done
