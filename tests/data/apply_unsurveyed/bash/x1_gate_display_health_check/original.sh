#!/usr/bin/env bash
#
# Push the gate display bundle to every FIDS player in a terminal and restart the kiosk.
# Usage: deploy_gate_displays.sh <terminal> <bundle.tar.gz> [--dry-run]
#
set -euo pipefail

TERMINAL="${1:?terminal required (e.g. T1)}"
BUNDLE="${2:?bundle path required}"
DRY_RUN="${3:-}"
INVENTORY="/etc/fids/players-${TERMINAL}.txt"
REMOTE_DIR="/opt/gate-display"
SSH_OPTS=(-o BatchMode=yes -o ConnectTimeout=5 -o StrictHostKeyChecking=accept-new)

failed=()

run() {
    if [[ "$DRY_RUN" == "--dry-run" ]]; then
        echo "DRY-RUN: $*"
    else
        "$@"
    fi
}

deploy_player() {
    local host="$1"
    local gate="$2"

    echo "==> ${host} (gate ${gate})"
    if ! ssh "${SSH_OPTS[@]}" "fids@${host}" true 2>/dev/null; then
        echo "    unreachable, skipping"
        return 1
    fi

    run scp "${SSH_OPTS[@]}" "$BUNDLE" "fids@${host}:/tmp/gate-display.tar.gz"
    run ssh "${SSH_OPTS[@]}" "fids@${host}" "sudo tar -xzf /tmp/gate-display.tar.gz -C ${REMOTE_DIR}"
    run ssh "${SSH_OPTS[@]}" "fids@${host}" "echo GATE=${gate} | sudo tee ${REMOTE_DIR}/gate.env >/dev/null"
    run ssh "${SSH_OPTS[@]}" "fids@${host}" "sudo systemctl restart gate-kiosk.service"
    return 0
}

if [[ ! -f "$INVENTORY" ]]; then
    echo "no inventory for terminal ${TERMINAL}: ${INVENTORY}" >&2
    exit 2
fi

while read -r host gate <&3; do
    [[ -z "$host" || "$host" == \#* ]] && continue
    deploy_player "$host" "$gate" || failed+=("$host")
done 3< "$INVENTORY"

if (( ${#failed[@]} > 0 )); then
    echo "failed players: ${failed[*]}" >&2
    exit 1
fi
echo "deployed to all players in ${TERMINAL}"
