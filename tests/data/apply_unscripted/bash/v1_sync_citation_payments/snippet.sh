# ... existing code ...

sync_citation_payments() {
  local since="$1"
  log "syncing citation payments since ${since}"
  api_get "/v2/citations/payments?since=${since}" \
    | jq -c '.items[]' \
    > "${EXPORT_DIR}/citation_payments_${RUN_DATE}.jsonl"
}

main() {
  # ... existing code ...
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
  # ... existing code ...
}

# ... existing code ...
