#!/usr/bin/env bash
# export_credits.sh -- dump monthly meter credits and share balances per member to CSV
set -euo pipefail
IFS=$'\n\t'

# ... rest of the script unchanged ...
