#!/usr/bin/env bash
#
# end_of_day_close.sh - closes out the POS registers, exports the day's sales
# and snapshots ingredient stock for one store.
#
# Usage: end_of_day_close.sh <store_id> [business_date]
# Requires: curl, jq, and POS_TOKEN in the environment.

set -euo pipefail

# ... existing code ...
