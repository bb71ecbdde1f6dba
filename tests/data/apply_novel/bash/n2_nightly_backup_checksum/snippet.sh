backup_database() {
    local dump_file="${BACKUP_ROOT}/db/${DB_NAME}-${STAMP}.sql"
    # ... existing code ...
    gzip -9 "$dump_file"
    sha256sum "${dump_file}.gz" > "${dump_file}.gz.sha256"
    log "database backup written: ${dump_file}.gz (checksum saved)"
}
