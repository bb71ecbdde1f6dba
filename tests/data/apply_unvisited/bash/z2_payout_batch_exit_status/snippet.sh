# ... existing code ...

run_batch() {
  # ... existing code ...
  log "batch ${BATCH_ID} finished: ${approved} released, ${held} held"
  # Exit 3 makes the scheduler page the payments on-call so held payouts get reviewed today.
  (( held == 0 )) || return 3
}

# ... existing code ...
