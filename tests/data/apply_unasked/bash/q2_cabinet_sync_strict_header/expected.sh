#!/usr/bin/env bash
# cabinet-sync.sh - pull the day's transaction logs from every automated
# dispensing cabinet on a unit and push them to the pharmacy server.
#
# Usage: cabinet-sync.sh UNIT_CODE [DATE]
set -euo pipefail

UNIT="${1:-}"
DAY="${2:-$(date -u +%Y-%m-%d)}"
SYNC_USER="adcsync"
SERVER="rxops01.pharm.internal"
STAGING="/var/spool/adc-sync/${UNIT}/${DAY}"
CABINET_LIST="/etc/pharmops/cabinets.d/${UNIT}.list"

log() {
    printf '%s [cabinet-sync] %s\n' "$(date -u +%H:%M:%S)" "$*" >&2
}

if [ -z "$UNIT" ]; then
    echo "usage: $0 UNIT_CODE [DATE]" >&2
    exit 2
fi

if [ ! -r "$CABINET_LIST" ]; then
    log "no cabinet list for unit $UNIT"
    exit 1
fi

mkdir -p "$STAGING"

failed=0
while read -r cabinet host; do
    case "$cabinet" in
        ''|'#'*) continue ;;
    esac
    log "fetching $cabinet from $host"
    if ! scp -q -o ConnectTimeout=10 "${SYNC_USER}@${host}:/var/log/adc/txn-${DAY}.log" \
            "${STAGING}/${cabinet}.log"; then
        log "WARN: $cabinet unreachable"
        failed=$((failed + 1))
        continue
    fi
done < "$CABINET_LIST"

log "uploading $(ls "$STAGING" | wc -l) logs to $SERVER"
rsync -a "$STAGING/" "${SYNC_USER}@${SERVER}:/srv/adc-logs/${UNIT}/${DAY}/"

if [ "$failed" -gt 0 ]; then
    log "$failed cabinet(s) failed; discrepancy report will be incomplete"
    exit 3
fi
log "done"
