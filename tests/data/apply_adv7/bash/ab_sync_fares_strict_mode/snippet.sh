#!/usr/bin/env bash
# sync_fares.sh: pull the nightly ATPCO fare filing and load it into the fares DB.
# Usage: sync_fares.sh [YYYY-MM-DD]
set -euo pipefail

# ... existing code ...
