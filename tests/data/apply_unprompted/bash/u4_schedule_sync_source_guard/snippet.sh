# ... existing code ...

  log "schedule sync complete: ${synced} hygienists, ${slots} open slots"
}

# Only run when executed directly, so the tests can source this file for its functions
if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  main "$@"
fi
