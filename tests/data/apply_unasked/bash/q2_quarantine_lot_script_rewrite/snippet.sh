#!/usr/bin/env bash
# quarantine-lot.sh - lock every cabinet pocket holding a recalled lot and
# open a pull task for the pharmacy techs.
#
# Usage: quarantine-lot.sh [--dry-run] RECALL_ID NDC LOT
set -euo pipefail

PHARMOPS="${PHARMOPS_BIN:-/opt/pharmops/bin/pharmops}"

if [ ! -x "$PHARMOPS" ]; then
    echo "pharmops CLI not found at $PHARMOPS" >&2
    exit 1
fi

dry_run=0
if [ "${1:-}" = "--dry-run" ]; then
    dry_run=1
    shift
fi

if [ "$#" -ne 3 ]; then
    echo "usage: $0 [--dry-run] RECALL_ID NDC LOT" >&2
    exit 2
fi

recall_id="$1"
ndc="$2"
lot="$3"

pockets=$("$PHARMOPS" stock find --ndc "$ndc" --lot "$lot" --format pockets)

if [ -z "$pockets" ]; then
    echo "no stock found for $ndc lot $lot"
    exit 0
fi

if [ "$dry_run" -eq 1 ]; then
    echo "would lock: $pockets"
    exit 0
fi

count=0
for pocket in $pockets; do
    "$PHARMOPS" cabinet lock-pocket "$pocket" --reason "recall $recall_id"
    count=$((count + 1))
done

"$PHARMOPS" tasks create \
    --type recall-pull \
    --recall "$recall_id" \
    --pockets "$(echo $pockets | tr ' ' ',')"

echo "locked $count pocket(s) for recall $recall_id"
