#!/usr/bin/env bash
#
# run_quarterly_reserves.sh - kicks off the quarterly IBNR reserve batch.
# Invoked by Control-M on the first business day after quarter close.
set -euo pipefail
umask 027

# ... existing code ...
