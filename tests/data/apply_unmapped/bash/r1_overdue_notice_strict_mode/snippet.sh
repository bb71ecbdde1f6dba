#!/usr/bin/env bash
#
# send_overdue_notices.sh -- nightly job that emails patrons with overdue loans.
# Runs from cron on the circulation host at 02:15.
#
# Usage: send_overdue_notices.sh [--dry-run] [--branch CODE]

set -euo pipefail

CIRC_DB="${CIRC_DB:-/var/lib/citylib/circulation.db}"
# ... rest of the script unchanged ...
