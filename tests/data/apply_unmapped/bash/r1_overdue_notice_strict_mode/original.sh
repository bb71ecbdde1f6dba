#!/bin/bash
#
# send_overdue_notices.sh -- nightly job that emails patrons with overdue loans.
# Runs from cron on the circulation host at 02:15.
#
# Usage: send_overdue_notices.sh [--dry-run] [--branch CODE]

CIRC_DB="${CIRC_DB:-/var/lib/citylib/circulation.db}"
NOTICE_DIR="${NOTICE_DIR:-/var/spool/citylib/notices}"
LOG_FILE="${LOG_FILE:-/var/log/citylib/overdue.log}"
MAIL_FROM="circulation@citylibrary.example.org"
DRY_RUN=0
BRANCH=""

log() {
    printf '%s [overdue] %s\n' "$(date '+%Y-%m-%d %H:%M:%S')" "$*" >> "$LOG_FILE"
}

die() {
    log "ERROR: $*"
    echo "error: $*" >&2
    exit 1
}

usage() {
    echo "usage: $0 [--dry-run] [--branch CODE]"
    exit 2
}

while [ $# -gt 0 ]; do
    case "$1" in
        --dry-run) DRY_RUN=1 ;;
        --branch) shift; BRANCH="$1" ;;
        -h|--help) usage ;;
        *) usage ;;
    esac
    shift
done

query_overdue() {
    local where="l.due_date < date('now') AND l.returned_at IS NULL"
    if [ -n "$BRANCH" ]; then
        where="$where AND l.branch_code = '$BRANCH'"
    fi
    sqlite3 -separator '|' "$CIRC_DB" \
        "SELECT p.card_number, p.email, i.title, l.due_date
           FROM loans l
           JOIN patrons p ON p.id = l.patron_id
           JOIN items i ON i.barcode = l.item_barcode
          WHERE $where
          ORDER BY p.card_number;"
}

render_notice() {
    local card="$1" title="$2" due="$3"
    cat <<EOF
Dear patron (card $card),

Our records show that "$title" was due back on $due.
Please return it to any City Library branch or renew it online.
Fines accrue at 25 cents per day, up to a maximum of \$10.00 per item.

-- City Public Library Circulation
EOF
}

send_notice() {
    local email="$1" file="$2"
    if [ "$DRY_RUN" -eq 1 ]; then
        log "dry-run: would mail $email ($file)"
        return 0
    fi
    mail -s "Overdue item reminder" -r "$MAIL_FROM" "$email" < "$file"
}

main() {
    mkdir -p "$NOTICE_DIR" || die "cannot create $NOTICE_DIR"
    [ -r "$CIRC_DB" ] || die "circulation database not readable: $CIRC_DB"

    local count=0
    while IFS='|' read -r card email title due; do
        if [ -z "$email" ]; then
            log "skip card $card: no email on file"
            continue
        fi
        local file="$NOTICE_DIR/${card}_$(date +%Y%m%d).txt"
        render_notice "$card" "$title" "$due" > "$file"
        send_notice "$email" "$file" && count=$((count + 1))
    done < <(query_overdue)

    log "sent $count overdue notices"
}

main "$@"
