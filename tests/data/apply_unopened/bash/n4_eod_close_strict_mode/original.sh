#!/bin/bash
#
# end_of_day_close.sh - closes out the POS registers, exports the day's sales
# and snapshots ingredient stock for one store.
#
# Usage: end_of_day_close.sh <store_id> [business_date]

set -eu

STORE_ID="${1:?usage: end_of_day_close.sh <store_id> [business_date]}"
BUSINESS_DATE="${2:-$(date +%F)}"
POS_API="${POS_API:-https://pos.internal.tablebite.net/v2}"
EXPORT_DIR="/var/lib/tablebite/exports/${STORE_ID}/${BUSINESS_DATE}"

log() {
  printf '%s [eod %s] %s\n' "$(date +%T)" "$STORE_ID" "$*" >&2
}

api() {
  local method="$1" path="$2"
  curl --fail --silent --show-error -X "$method" \
    -H "Authorization: Bearer ${POS_TOKEN}" \
    "${POS_API}${path}"
}

close_registers() {
  local registers
  registers=$(api GET "/stores/${STORE_ID}/registers?state=open" | jq -r '.[].id')
  for reg in $registers; do
    log "closing register ${reg}"
    api POST "/stores/${STORE_ID}/registers/${reg}/close" >/dev/null
  done
}

export_sales() {
  mkdir -p "$EXPORT_DIR"
  api GET "/stores/${STORE_ID}/sales?date=${BUSINESS_DATE}" >"${EXPORT_DIR}/sales.json"
  log "exported $(jq length "${EXPORT_DIR}/sales.json") orders"
}

snapshot_stock() {
  api POST "/stores/${STORE_ID}/stock/snapshots" >"${EXPORT_DIR}/stock_snapshot.json"
  log "stock snapshot saved"
}

close_registers
export_sales
snapshot_stock
log "end of day close finished for ${BUSINESS_DATE}"
