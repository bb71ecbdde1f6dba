#!/usr/bin/env bash
# sync_vendor_data.sh - pulls daily data from the meter and permit vendors
# into the parking authority's export area for the finance warehouse.

set -euo pipefail

readonly VENDOR_API="${VENDOR_API:-https://vendor.parkpay.example.com}"
readonly API_KEY_FILE="${API_KEY_FILE:-/etc/parking/vendor_api_key}"
readonly EXPORT_DIR="${EXPORT_DIR:-/srv/parking/exports}"
readonly RUN_DATE="$(date +%F)"

log() {
  printf '%s %s\n' "$(date '+%F %T')" "$*" >&2
}

die() {
  log "ERROR: $*"
  exit 1
}

api_get() {
  local path="$1"
  curl -fsS --retry 3 \
    -H "X-Api-Key: $(<"$API_KEY_FILE")" \
    "${VENDOR_API}${path}"
}

sync_meter_transactions() {
  local since="$1"
  log "syncing meter transactions since ${since}"
  api_get "/v2/meters/transactions?since=${since}" \
    | jq -c '.items[]' \
    > "${EXPORT_DIR}/meter_transactions_${RUN_DATE}.jsonl"
}

sync_meter_faults() {
  local since="$1"
  log "syncing meter faults since ${since}"
  api_get "/v2/meters/faults?since=${since}" \
    | jq -c '.items[]' \
    > "${EXPORT_DIR}/meter_faults_${RUN_DATE}.jsonl"
}

sync_permit_sales() {
  local since="$1"
  log "syncing permit sales since ${since}"
  api_get "/v2/permits/sales?since=${since}" \
    | jq -c '.items[]' \
    > "${EXPORT_DIR}/permit_sales_${RUN_DATE}.jsonl"
}

sync_citation_payments() {
  local since="$1"
  log "syncing citation payments since ${since}"
  api_get "/v2/citations/payments?since=${since}" \
    | jq -c '.items[]' \
    > "${EXPORT_DIR}/citation_payments_${RUN_DATE}.jsonl"
}

main() {
  local cmd="${1:-all}"
  local since="${2:-$(date -d yesterday +%F)}"
  mkdir -p "$EXPORT_DIR"

  case "$cmd" in
    transactions) sync_meter_transactions "$since" ;;
    faults) sync_meter_faults "$since" ;;
    permits) sync_permit_sales "$since" ;;
    citations) sync_citation_payments "$since" ;;
    all)
      sync_meter_transactions "$since"
      sync_meter_faults "$since"
      sync_permit_sales "$since"
      sync_citation_payments "$since"
      ;;
    *) die "unknown command: $cmd (expected transactions|faults|permits|citations|all)" ;;
  esac

  log "sync finished"
}

main "$@"
