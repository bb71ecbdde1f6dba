#!/usr/bin/env bash
# liftctl -- small operator CLI for the lift status board at Alpine Ridge.
#
# Usage: liftctl <command> [args]
set -euo pipefail

API_URL="${LIFT_API_URL:-https://ops.alpineridge.example/api/lifts}"
TOKEN_FILE="${LIFT_TOKEN_FILE:-$HOME/.config/liftctl/token}"

token() {
    [[ -r "$TOKEN_FILE" ]] || { echo "liftctl: no token at $TOKEN_FILE" >&2; exit 1; }
    cat "$TOKEN_FILE"
}

api() {
    local method="$1" path="$2"
    shift 2
    curl -fsS -X "$method" \
        -H "Authorization: Bearer $(token)" \
        -H "Content-Type: application/json" \
        "$@" "${API_URL}${path}"
}

set_status() {
    local lift="$1" state="$2" reason="$3"
    api PUT "/${lift}/status" \
        --data "{\"state\": \"${state}\", \"reason\": \"${reason}\"}" >/dev/null
    echo "${lift}: ${state} (${reason})"
}

cmd_status() {
    if [[ $# -eq 0 ]]; then
        api GET "" | jq -r '.[] | "\(.id)\t\(.state)\t\(.wait_minutes)m"'
    else
        api GET "/$1" | jq -r '"\(.id)\t\(.state)\t\(.wait_minutes)m"'
    fi
}

cmd_open() {
    local lift="$1" reason="${2:-scheduled}"
    set_status "$lift" "open" "$reason"
}

cmd_close() {
    local lift="$1" reason="${2:-end of day}"
    set_status "$lift" "closed" "$reason"
}

cmd_hold() {
    local lift="$1" reason="${2:-wind}"
    set_status "$lift" "hold" "$reason"
}

cmd_legacy_sync() {
    # Pushes the board to the old website's XML feed.
    local out="/tmp/liftboard.xml"
    api GET "" | jq -r '"<lifts>" + ([.[] | "<lift id=\"\(.id)\" state=\"\(.state)\"/>"] | join("")) + "</lifts>"' > "$out"
    scp -q "$out" web-legacy:/srv/www/feeds/lifts.xml
    echo "legacy feed updated"
}

usage() {
    cat <<'EOF'
liftctl <command> [args]

  status [lift]          show state and wait time
  open <lift> [reason]   open a lift
  close <lift> [reason]  close a lift
  hold <lift> [reason]   put a lift on hold
EOF
}

main() {
    local cmd="${1:-help}"
    shift || true
    case "$cmd" in
        status) cmd_status "$@" ;;
        open)   cmd_open "$@" ;;
        close)  cmd_close "$@" ;;
        hold)   cmd_hold "$@" ;;
        legacy-sync) cmd_legacy_sync ;;
        help|-h|--help) usage ;;
        *) usage >&2; exit 2 ;;
    esac
}

main "$@"
