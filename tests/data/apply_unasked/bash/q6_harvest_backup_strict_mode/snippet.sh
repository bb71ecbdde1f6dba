#!/usr/bin/env bash
#
# backup_harvest_db.sh
# Nightly backup of the harvest intake database and the weigh-tag CSV exports.
# Runs from cron on cellar-srv-02 at 02:30 during harvest (Aug-Nov).
#
set -euo pipefail
umask 077

# ... existing code ...
