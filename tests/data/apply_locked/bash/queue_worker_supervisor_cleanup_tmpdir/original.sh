#!/usr/bin/env bash
# Supervises the queue worker: starts it, restarts it on crash, cleans up on exit.
set -uo pipefail

APP_DIR="/opt/queue-worker"
PID_FILE="/run/queue-worker/worker.pid"
LOCK_FILE="/run/queue-worker/supervisor.lock"
TMP_DIR="$(mktemp -d /tmp/queue-worker.XXXXXX)"
MAX_RESTARTS="${MAX_RESTARTS:-5}"
RESTART_DELAY="${RESTART_DELAY:-3}"

log() {
    logger -t queue-worker -- "$*"
    echo "$(date -Is) $*"
}

acquire_lock() {
    exec 9>"$LOCK_FILE"
    if ! flock -n 9; then
        log "another supervisor is already running"
        exit 1
    fi
}

start_worker() {
    cd "$APP_DIR" || exit 1
    TMPDIR="$TMP_DIR" ./bin/worker --concurrency "${WORKER_CONCURRENCY:-4}" &
    echo $! > "$PID_FILE"
    log "worker started with pid $(cat "$PID_FILE")"
}

stop_worker() {
    if [[ -f "$PID_FILE" ]]; then
        local pid
        pid="$(cat "$PID_FILE")"
        kill -TERM "$pid" 2>/dev/null && wait "$pid" 2>/dev/null
        log "worker $pid stopped"
    fi
    rm -f "$PID_FILE"
}

cleanup() {
    log "supervisor exiting, cleaning up"
    stop_worker
    rm -f "$LOCK_FILE"
}

trap cleanup EXIT
trap 'exit 130' INT TERM

main() {
    acquire_lock
    local restarts=0
    while (( restarts <= MAX_RESTARTS )); do
        start_worker
        wait "$(cat "$PID_FILE")"
        local status=$?
        if (( status == 0 )); then
            log "worker exited cleanly"
            break
        fi
        restarts=$(( restarts + 1 ))
        log "worker crashed with status $status (restart $restarts/$MAX_RESTARTS)"
        sleep "$RESTART_DELAY"
    done
}

main "$@"
