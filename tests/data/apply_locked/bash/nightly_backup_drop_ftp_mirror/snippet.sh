# ... existing code ...

# ... removed upload_to_ftp() (legacy FTP mirror, datacenter is gone) ...

# ... existing code ...

main() {
    # ... existing code ...
    for f in "$db_file" "$uploads_file"; do
        upload_to_s3 "$f"
    done

    prune_old_backups
    log "Backup finished"
}

main "$@"
