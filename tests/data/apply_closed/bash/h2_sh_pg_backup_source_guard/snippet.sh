# ... existing code ...

  rotate_backups "$BACKUP_DIR" "$KEEP"
  log "done"
}

# Only run when executed directly, so the functions can be sourced in tests.
if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  main "$@"
fi
