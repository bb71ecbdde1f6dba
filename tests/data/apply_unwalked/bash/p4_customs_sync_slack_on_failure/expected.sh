#!/usr/bin/env bash
# Pulls customs hold/release messages from the customs gateway and applies them to the TOS.
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
LIB_DIR="${SCRIPT_DIR}/lib"

# shellcheck source=lib/common.sh
source "${LIB_DIR}/common.sh"
# shellcheck source=lib/tos_api.sh
source "${LIB_DIR}/tos_api.sh"
# shellcheck source=lib/slack.sh
source "${LIB_DIR}/slack.sh"

GATEWAY_URL="${GATEWAY_URL:-https://customs-gw.harbourline.example/api/v2}"
INBOX_DIR="${INBOX_DIR:-/var/spool/customs-sync/inbox}"
DONE_DIR="${DONE_DIR:-/var/spool/customs-sync/done}"
FAILED_DIR="${FAILED_DIR:-/var/spool/customs-sync/failed}"

fetch_messages() {
    local since="$1"
    curl --silent --show-error --fail \
        --cert "${CUSTOMS_CLIENT_CERT}" --key "${CUSTOMS_CLIENT_KEY}" \
        "${GATEWAY_URL}/messages?since=${since}" \
        | jq -c '.messages[]' \
        | while read -r msg; do
            local id
            id="$(jq -r '.id' <<<"$msg")"
            printf '%s\n' "$msg" > "${INBOX_DIR}/${id}.json"
        done
}

apply_message() {
    local file="$1"
    local action container hold_type
    action="$(jq -r '.action' "$file")"
    container="$(jq -r '.container_no' "$file")"
    hold_type="$(jq -r '.hold_type' "$file")"

    case "$action" in
        HOLD)    tos_place_hold "$container" "$hold_type" "customs-sync" ;;
        RELEASE) tos_release_hold "$container" "$hold_type" "customs-sync" ;;
        *)       log_warn "unknown action ${action} in $(basename "$file")"; return 1 ;;
    esac
}

main() {
    mkdir -p "$INBOX_DIR" "$DONE_DIR" "$FAILED_DIR"
    local since
    since="$(state_get last_sync "$(date -u -d '1 hour ago' +%Y-%m-%dT%H:%M:%SZ)")"

    fetch_messages "$since"

    local applied=0 failed=0
    for file in "$INBOX_DIR"/*.json; do
        [[ -e "$file" ]] || continue
        if apply_message "$file"; then
            mv "$file" "$DONE_DIR/"
            applied=$((applied + 1))
        else
            mv "$file" "$FAILED_DIR/"
            failed=$((failed + 1))
        fi
    done

    state_set last_sync "$(date -u +%Y-%m-%dT%H:%M:%SZ)"
    log_info "customs sync: ${applied} applied, ${failed} failed"
    if (( failed > 0 )); then
        slack_notify "#customs-ops" ":warning: customs sync: ${failed} message(s) failed, see ${FAILED_DIR}"
    fi
}

main "$@"
