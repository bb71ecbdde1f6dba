# ... existing code ...

upload_with_retry() {
    local batch="$1"
    local attempt delay=5
    for attempt in 1 2 3 4 5; do
        if upload_batch "$batch"; then
            return 0
        fi
        log "upload of $(basename "$batch") failed (attempt $attempt, retrying in ${delay}s)"
        # Cellular links on remote sites drop for minutes at a time; back off instead of hammering.
        sleep "$delay"
        delay=$((delay * 2))
    done
    return 1
}

# ... existing code ...
