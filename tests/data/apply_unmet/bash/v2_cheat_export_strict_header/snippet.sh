#!/usr/bin/env bash
# export_cheat_reports.sh - nightly export of anti-cheat reports to the review bucket.
#
# Runs from cron on the ops box at 03:15 UTC. See runbooks/anticheat.md.
set -euo pipefail
trap 'echo "export failed at line $LINENO" >&2' ERR

# ... rest of the script unchanged ...
