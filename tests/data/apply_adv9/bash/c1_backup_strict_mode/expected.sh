#!/usr/bin/env bash
# Nightly export of brew logs and tank telemetry to the NAS.
# Runs from cron on brewhouse-pi at 02:15.
set -euo pipefail

BACKUP_ROOT="/mnt/nas/brewery-backups"
DB_NAME="brewlog"
TELEMETRY_DIR="/var/lib/tankmon/telemetry"
KEEP_DAYS=21
STAMP="$(date +%Y%m%d)"
DEST="$BACKUP_ROOT/$STAMP"
LOG_FILE="/var/log/brewery-backup.log"

log() {
    echo "$(date '+%Y-%m-%d %H:%M:%S') $*" >> "$LOG_FILE"
}

fail() {
    log "ERROR: $*"
    exit 1
}

if ! mountpoint -q "$BACKUP_ROOT"; then
    fail "NAS is not mounted at $BACKUP_ROOT"
fi

mkdir -p "$DEST"
log "starting backup into $DEST"

# Brew log database: batches, recipes, gravity readings, kegging records.
pg_dump --format=custom --file="$DEST/$DB_NAME.dump" "$DB_NAME" \
    || fail "pg_dump of $DB_NAME failed"

# Telemetry files can be written while we copy them; rsync exits 24 when
# a file vanished mid-transfer, which is fine for us.
set +e
rsync -a --delete "$TELEMETRY_DIR/" "$DEST/telemetry/"
status=$?
set -e
if [ "$status" -ne 0 ] && [ "$status" -ne 24 ]; then
    fail "rsync of telemetry failed with status $status"
fi

# Recipes are small; keep a plain copy too so they can be read without tools.
cp -r /srv/brewlog/recipes "$DEST/recipes"

# Prune old backups.
find "$BACKUP_ROOT" -mindepth 1 -maxdepth 1 -type d -mtime +"$KEEP_DAYS" \
    -exec rm -rf {} +

log "backup finished: $(du -sh "$DEST" | cut -f1)"
