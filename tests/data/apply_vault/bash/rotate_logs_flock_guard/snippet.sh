# ... existing code ...
  log "done in $((SECONDS - start))s"
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  exec 9>/var/lock/rotate-logs.lock
  flock -n 9 || { log "another rotation is running, skipping"; exit 0; }
  main "$@"
fi
