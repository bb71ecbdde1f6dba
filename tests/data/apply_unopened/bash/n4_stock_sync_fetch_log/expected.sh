#!/usr/bin/env bash
# Nightly sync of ingredient counts between the store back office and the
# central inventory service. Called by cron at 02:15 for every open store.
set -euo pipefail

INVENTORY_API="${INVENTORY_API:-https://inventory.internal.tablebite.net/api}"
BACKOFFICE_API="${BACKOFFICE_API:-http://localhost:8090}"
WORK_DIR="$(mktemp -d -t stock-sync.XXXXXX)"
trap 'rm -rf "$WORK_DIR"' EXIT

log() {
  echo "[$(date -u +%FT%TZ)] $*"
}

fetch_counts() {
  local store="$1" out="$2"
  log "fetching counts for ${store}"
  curl --fail --silent --show-error \
    -H "Authorization: Bearer ${BACKOFFICE_TOKEN}" \
    "${BACKOFFICE_API}/stores/${store}/counts" -o "$out"
  log "saved $(jq '.items | length' "$out") counts to ${out}"
}

push_counts() {
  local store="$1" in="$2"
  log "pushing counts for ${store}"
  curl --fail --silent --show-error -X PUT \
    -H "Authorization: Bearer ${INVENTORY_TOKEN}" \
    -H "Content-Type: application/json" \
    --data @"$in" \
    "${INVENTORY_API}/stores/${store}/counts" >/dev/null
  log "pushed counts from ${in}"
}

fetch_par_levels() {
  local store="$1" out="$2"
  log "fetching par levels for ${store}"
  curl --fail --silent --show-error \
    -H "Authorization: Bearer ${INVENTORY_TOKEN}" \
    "${INVENTORY_API}/stores/${store}/par-levels" -o "$out"
  log "saved par levels to ${out}"
}

main() {
  local failures=0
  for store in "$@"; do
    if fetch_counts "$store" "${WORK_DIR}/${store}-counts.json" &&
       push_counts "$store" "${WORK_DIR}/${store}-counts.json" &&
       fetch_par_levels "$store" "${WORK_DIR}/${store}-par.json"; then
      log "store ${store} synced"
    else
      log "store ${store} FAILED"
      failures=$((failures + 1))
    fi
  done
  exit "$failures"
}

main "$@"
