#!/usr/bin/env bash
# Rotates, compresses and expires the log files of the ingest daemons.
set -euo pipefail

LOG_DIR="${LOG_DIR:-/var/log/ingest}"
MAX_SIZE_MB="${MAX_SIZE_MB:-200}"
COMPRESS_AFTER_DAYS="${COMPRESS_AFTER_DAYS:-1}"
DELETE_AFTER_DAYS="${DELETE_AFTER_DAYS:-30}"
PID_DIR="${PID_DIR:-/run/ingest}"
DRY_RUN="${DRY_RUN:-0}"

run() {
    if [[ "$DRY_RUN" == 1 ]]; then
        echo "would run: $*"
    else
        "$@"
    fi
}

size_mb() {
    local bytes
    bytes="$(stat -c %s "$1")"
    echo $(( bytes / 1024 / 1024 ))
}

rotate_large_logs() {
    local file
    for file in "$LOG_DIR"/*.log; do
        [[ -e "$file" ]] || continue
        if (( $(size_mb "$file") >= MAX_SIZE_MB )); then
            run mv "$file" "${file}.$(date +%Y%m%d%H%M%S)"
            run touch "$file"
        fi
    done
}

reopen_daemon_logs() {
    local pidfile
    for pidfile in "$PID_DIR"/*.pid; do
        [[ -e "$pidfile" ]] || continue
        run kill -HUP "$(cat "$pidfile")" || echo "warning: could not signal $(basename "$pidfile" .pid)" >&2
    done
}

compress_old_logs() {
    find "$LOG_DIR" -name '*.log.*' ! -name '*.gz' -mtime +"$COMPRESS_AFTER_DAYS" -print0 |
        while IFS= read -r -d '' file; do
            run gzip "$file"
        done
}

expire_old_logs() {
    find "$LOG_DIR" -name '*.log.*.gz' -mtime +"$DELETE_AFTER_DAYS" -print0 |
        while IFS= read -r -d '' file; do
            run rm -f "$file"
        done
}

main() {
    [[ -d "$LOG_DIR" ]] || { echo "no such directory: $LOG_DIR" >&2; exit 1; }
    rotate_large_logs
    reopen_daemon_logs
    compress_old_logs
    expire_old_logs
}

main "$@"
