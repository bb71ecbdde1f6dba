#!/usr/bin/env bash
#
# ingest_station_drops.sh - move weather-station CSV drops into the staging
# table. Run from cron every 10 minutes on the ingest host.
#
set -euo pipefail

DROP_DIR="${DROP_DIR:-/srv/sftp/stations/incoming}"
ARCHIVE_DIR="${ARCHIVE_DIR:-/srv/sftp/stations/archive}"
REJECT_DIR="${REJECT_DIR:-/srv/sftp/stations/rejected}"
PG_URL="${PG_URL:-postgresql://ingest@db-weather/obs}"
EXPECTED_HEADER="station_id,observed_at,temp_c,rh_pct,wind_ms,gust_ms,pressure_hpa,rain_mm"

log() {
    printf '%s [ingest] %s\n' "$(date -u +%FT%TZ)" "$*" >&2
}

valid_header() {
    local file="$1"
    [[ "$(head -n 1 "$file" | tr -d '\r')" == "$EXPECTED_HEADER" ]]
}

reject() {
    local file="$1" reason="$2"
    log "rejecting $(basename "$file"): $reason"
    mv -- "$file" "$REJECT_DIR/"
}

load_file() {
    local file="$1"
    psql "$PG_URL" -v ON_ERROR_STOP=1 -q \
        -c "\\copy staging.observations FROM '$file' WITH (FORMAT csv, HEADER true)"
}

main() {
    local count=0 file
    mkdir -p "$ARCHIVE_DIR" "$REJECT_DIR"

    shopt -s nullglob
    for file in "$DROP_DIR"/*.csv; do
        # stations upload to .part and rename when done; skip anything still open
        if lsof -- "$file" >/dev/null 2>&1; then
            log "skipping $(basename "$file"): still open"
            continue
        fi
        if ! valid_header "$file"; then
            reject "$file" "unexpected header"
            continue
        fi
        if ! load_file "$file"; then
            reject "$file" "copy failed"
            continue
        fi
        mv -- "$file" "$ARCHIVE_DIR/"
        count=$((count + 1))
    done

    log "done: ${count} files ingested"
}

main "$@"
