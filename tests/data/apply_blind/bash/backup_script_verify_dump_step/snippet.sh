# ... existing code ...

dump_database() {
    log "dumping database"
    pg_dump --format=custom --no-owner --file="${WORKDIR}/db-${STAMP}.dump" "$DATABASE_URL"
}

verify_dump() {
    log "verifying dump"
    if ! pg_restore --list "${WORKDIR}/db-${STAMP}.dump" >/dev/null; then
        log "dump is unreadable, aborting"
        exit 1
    fi
}

archive_media() {
    log "archiving media"
    tar -czf "${WORKDIR}/media-${STAMP}.tar.gz" -C /srv/app media
}

# ... upload and prune_local unchanged ...

mkdir -p "$WORKDIR"
dump_database
verify_dump
archive_media
upload
prune_local
log "done"
