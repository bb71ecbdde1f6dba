# ... existing code ...

    log "done: ${count} files ingested"
}

# Only run when executed directly, so the tests can source this file and
# exercise valid_header/reject on their own.
if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
    main "$@"
fi
