#!/usr/bin/env bash
# overdue-notices.sh — nightly job on the circulation server (cron, 02:00).
# Emails patrons whose loans became overdue yesterday and whose holds expire tomorrow.
#
# usage: overdue-notices.sh [--dry-run]
set -euo pipefail

PGDATABASE="${PGDATABASE:-lending}"
MAILER="/opt/lending/bin/send-notice"
DRY_RUN=0

log() {
    printf '%s overdue-notices: %s\n' "$(date -Is)" "$*" >&2
}

psql_rows() {
    psql --no-psqlrc --quiet --tuples-only --no-align --field-separator=$'\t' \
        --dbname="$PGDATABASE" --command="$1"
}

send() {
    local template="$1" card="$2" email="$3" detail="$4"
    if (( DRY_RUN )); then
        log "dry-run: would send $template to $card <$email> ($detail)"
        return 0
    fi
    "$MAILER" --template "$template" --to "$email" --card "$card" --detail "$detail"
}

notify_overdue() {
    local card email title count=0
    while IFS=$'\t' read -r card email title; do
        send overdue "$card" "$email" "$title"
        count=$((count + 1))
    done < <(psql_rows "
        SELECT p.card_number, p.email, t.title
        FROM loans l
        JOIN patrons p ON p.id = l.patron_id
        JOIN items i ON i.id = l.item_id
        JOIN titles t ON t.id = i.title_id
        WHERE l.returned_at IS NULL
          AND l.due_at::date = current_date - 1
          AND p.email IS NOT NULL")
    log "overdue notices: $count"
}

notify_expiring_holds() {
    local card email title count=0
    while IFS=$'\t' read -r card email title; do
        send hold-expiring "$card" "$email" "$title"
        count=$((count + 1))
    done < <(psql_rows "
        SELECT p.card_number, p.email, t.title
        FROM holds h
        JOIN patrons p ON p.id = h.patron_id
        JOIN titles t ON t.id = h.title_id
        WHERE h.status = 'READY'
          AND (h.ready_at + interval '7 days')::date = current_date + 1
          AND p.email IS NOT NULL")
    log "hold expiry notices: $count"
}

main() {
    if [[ "${1:-}" == "--dry-run" ]]; then
        DRY_RUN=1
    fi
    notify_overdue
    notify_expiring_holds
    log "done"
}

main "$@"
