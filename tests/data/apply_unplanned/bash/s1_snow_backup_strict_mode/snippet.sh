#!/usr/bin/env bash
# backup_snow_reports.sh -- nightly dump of the snow report database
# Runs from cron on the ops box at 02:30, after the groomers' reports are in.
set -euo pipefail

DB_HOST="${DB_HOST:-snowdb.internal}"
# ... rest of the script unchanged ...
