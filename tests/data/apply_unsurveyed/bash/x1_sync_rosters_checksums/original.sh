#!/usr/bin/env bash
# Pull the published crew rosters from the rostering SFTP drop and load them into crewdb.
# Scheduled every 15 minutes from the crewsync user's crontab on ops-batch-02.
set -euo pipefail

SFTP_HOST="${SFTP_HOST:-sftp.rostering.example-air.net}"
SFTP_USER="${SFTP_USER:-crewsync}"
DROP_DIR="/outbound/rosters"
WORK_DIR="$(mktemp -d)"
CREWDB_URL="${CREWDB_URL:?CREWDB_URL must be set}"

exec 9>/var/lock/sync_rosters.lock
if ! flock -n 9; then
    echo "another sync_rosters run is still in progress" >&2
    exit 1
fi

trap 'rm -rf "$WORK_DIR"' EXIT

log() {
    printf '%s [sync_rosters] %s\n' "$(date -u +%FT%TZ)" "$*"
}

log "fetching rosters from ${SFTP_HOST}"
sftp -b - "${SFTP_USER}@${SFTP_HOST}" <<EOT
lcd ${WORK_DIR}
cd ${DROP_DIR}
mget roster_*.csv
EOT

shopt -s nullglob
files=("$WORK_DIR"/roster_*.csv)
if (( ${#files[@]} == 0 )); then
    log "no roster files found, nothing to do"
    exit 0
fi

for f in "${files[@]}"; do
    log "loading $(basename "$f")"
    psql "$CREWDB_URL" -v ON_ERROR_STOP=1 -c "\\copy staging.roster_import FROM '$f' WITH (FORMAT csv, HEADER true)"
done

psql "$CREWDB_URL" -v ON_ERROR_STOP=1 -c "CALL rostering.apply_roster_import()"
log "loaded ${#files[@]} file(s)"
