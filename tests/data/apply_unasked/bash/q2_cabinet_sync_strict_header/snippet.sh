#!/usr/bin/env bash
# cabinet-sync.sh - pull the day's transaction logs from every automated
# dispensing cabinet on a unit and push them to the pharmacy server.
#
# Usage: cabinet-sync.sh UNIT_CODE [DATE]
set -euo pipefail

UNIT="${1:-}"
DAY="${2:-$(date -u +%Y-%m-%d)}"
# ... rest of the script unchanged ...
