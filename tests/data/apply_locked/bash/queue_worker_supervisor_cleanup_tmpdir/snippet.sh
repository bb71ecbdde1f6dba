cleanup() {
    log "supervisor exiting, cleaning up"
    stop_worker
    rm -rf "$LOCK_FILE" "$TMP_DIR"
}

# ... rest of the script unchanged ...
