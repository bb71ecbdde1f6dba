#!/usr/bin/env bash
#
# generate_statements.sh - nightly batch that renders card statements for the
# accounts whose cycle closed yesterday and pushes the PDFs to the archive.

set -euo pipefail

readonly STATEMENT_DATE="${1:-$(date -d 'yesterday' +%Y-%m-%d)}"
readonly WORK_DIR="${WORK_DIR:-/var/lib/statements/work}"
readonly ARCHIVE_BUCKET="${ARCHIVE_BUCKET:-s3://nb-statements-archive}"
readonly RENDERER="${RENDERER:-/opt/statements/bin/render-statement}"
readonly LOCK_FILE="/var/run/generate_statements.lock"
readonly MAX_PARALLEL=6

log() {
    printf '%s [%s] %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$1" "$2" >&2
}

acquire_lock() {
    exec 9>"$LOCK_FILE"
    if ! flock -n 9; then
        log ERROR "another statement run holds $LOCK_FILE"
        exit 75
    fi
}

fetch_cycle_accounts() {
    local out="$WORK_DIR/accounts_${STATEMENT_DATE}.txt"
    psql "$LEDGER_DSN" -At -c \
        "SELECT account_id FROM card_accounts WHERE cycle_day = EXTRACT(DAY FROM DATE '${STATEMENT_DATE}') AND status = 'OPEN'" \
        > "$out"
    log INFO "$(wc -l < "$out") accounts due for statement on $STATEMENT_DATE"
    echo "$out"
}

render_one() {
    local account_id="$1"
    local pdf="$WORK_DIR/pdf/${account_id}_${STATEMENT_DATE}.pdf"
    if [[ -s "$pdf" ]]; then
        log INFO "skip $account_id, already rendered"
        return 0
    fi
    local attempt
    for attempt in 1 2 3; do
        if "$RENDERER" --account "$account_id" --date "$STATEMENT_DATE" --out "$pdf.tmp"; then
            mv "$pdf.tmp" "$pdf"
            return 0
        fi
        log WARN "render attempt $attempt failed for $account_id"
        sleep $((attempt * 5))
    done
    rm -f "$pdf.tmp"
    log ERROR "render failed for $account_id after 3 attempts"
    echo "$account_id" >> "$WORK_DIR/failed_${STATEMENT_DATE}.txt"
    return 1
}

upload_all() {
    local year="${STATEMENT_DATE:0:4}"
    local month="${STATEMENT_DATE:5:2}"
    aws s3 sync "$WORK_DIR/pdf/" "$ARCHIVE_BUCKET/$year/$month/" \
        --exclude '*' --include "*_${STATEMENT_DATE}.pdf" \
        --sse aws:kms --only-show-errors
    log INFO "uploaded statements to $ARCHIVE_BUCKET/$year/$month/"
}

main() {
    acquire_lock
    mkdir -p "$WORK_DIR/pdf"
    local accounts_file
    accounts_file="$(fetch_cycle_accounts)"
    export -f render_one log
    export WORK_DIR STATEMENT_DATE RENDERER
    if ! xargs -a "$accounts_file" -P "$MAX_PARALLEL" -I{} bash -c 'render_one "$@"' _ {}; then
        log ERROR "one or more statements failed to render"
        exit 1
    fi
    upload_all
    log INFO "statement run for $STATEMENT_DATE complete"
}

main "$@"
