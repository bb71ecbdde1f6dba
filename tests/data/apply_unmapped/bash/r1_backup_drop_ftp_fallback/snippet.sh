# ... existing code ...

upload_s3() {
    local archive="$1"
    aws s3 cp "$archive" "$S3_BUCKET/$(basename "$archive")" --only-show-errors
}

# (removed upload_ftp_legacy -- the FTP archive host has been retired)

prune_old() {
    find "$BACKUP_ROOT" -name '*.tar.gz' -mtime "+$RETENTION_DAYS" -print -delete
}

backup_branch() {
    # ... existing code ...
    archive="$(make_archive "$branch" "$work")"
    upload_s3 "$archive" || die "upload failed for $branch"
    rm -rf "$work"
    log "backup complete for $branch"
}

# ... existing code ...
