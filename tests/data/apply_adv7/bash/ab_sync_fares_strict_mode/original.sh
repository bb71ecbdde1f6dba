#!/bin/bash
# sync_fares.sh: pull the nightly ATPCO fare filing and load it into the fares DB.
# Usage: sync_fares.sh [YYYY-MM-DD]
set -e

FILING_DATE="${1:-$(date -u +%F)}"
FILING_HOST="sftp.fares-feed.example.net"
STAGING_DIR="/var/lib/fare-sync/${FILING_DATE}"
DB_URL="${FARES_DB_URL:?FARES_DB_URL must be set}"
LOCK_FILE="/run/lock/sync_fares.lock"

log() {
  echo "$(date -u +%FT%TZ) [sync_fares] $*"
}

exec 9>"$LOCK_FILE"
if ! flock -n 9; then
  log "another sync is running, exiting"
  exit 0
fi

mkdir -p "$STAGING_DIR"
cd "$STAGING_DIR"

log "fetching filing for $FILING_DATE"
sftp -b - "fares@${FILING_HOST}" <<SFTP
get /outbound/${FILING_DATE}/records.txt.gz
get /outbound/${FILING_DATE}/records.txt.gz.sha256
SFTP

sha256sum -c records.txt.gz.sha256
gunzip -f records.txt.gz

# The loader exits 3 when the filing only contains cancellations; that is not an error.
set +e
fare-loader --db "$DB_URL" --filing-date "$FILING_DATE" --input records.txt
status=$?
set -e
if [[ $status -ne 0 && $status -ne 3 ]]; then
  log "fare-loader failed with status $status"
  exit "$status"
fi

psql "$DB_URL" -v ON_ERROR_STOP=1 -c "REFRESH MATERIALIZED VIEW CONCURRENTLY fare_search_index;"
log "fare search index refreshed"

find /var/lib/fare-sync -mindepth 1 -maxdepth 1 -type d -mtime +14 -exec rm -rf {} +
log "done"
