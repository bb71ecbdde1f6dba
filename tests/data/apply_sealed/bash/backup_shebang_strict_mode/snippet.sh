#!/usr/bin/env bash
# backup-db.sh - dump the application database and ship it to object storage.
#
# Usage: backup-db.sh [--keep DAYS] [--dry-run]
# Reads DATABASE_URL and BACKUP_BUCKET from the environment (or /etc/app/backup.env).
set -euo pipefail

# ... rest of the script unchanged ...
