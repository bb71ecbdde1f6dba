# ... existing code ...

upload() {
    local file="$1"
    local key attempt
    key="${ARCHIVE_BUCKET}/${STAMP}/$(basename "$file")"
    for attempt in 1 2 3; do
        log "uploading $(basename "$file") (attempt ${attempt})"
        if aws s3 cp --only-show-errors "$file" "$key"; then
            return 0
        fi
        sleep $((attempt * 10))
    done
    die "upload failed after 3 attempts: $(basename "$file")"
}

# ... existing code ...
