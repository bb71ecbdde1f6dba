# ... existing code ...

# One run at a time: the 02:00 cron and a manual rerun must not both send notices.
exec 9>/run/lock/overdue-notices.lock
if ! flock -n 9; then
    log "another run holds the lock, exiting"
    exit 0
fi

main "$@"
