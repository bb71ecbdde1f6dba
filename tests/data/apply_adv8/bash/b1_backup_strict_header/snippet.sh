#!/usr/bin/env bash
# nightly-matter-backup.sh
# Dumps the case-management database and the matter document store,
# encrypts both, and ships them to offsite storage.
# Runs from cron at 01:30 as casebook-backup; restore steps are in ops/runbooks/backups.md.
set -Eeuo pipefail

# ... rest of the script unchanged ...
