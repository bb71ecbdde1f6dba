#!/usr/bin/env bash
# Nightly PV forecast pipeline: pull NWP grids, run the model per site,
# publish forecasts to the dispatch API.
set -euo pipefail

readonly WORK_DIR="/var/lib/pvforecast"
readonly NWP_BASE_URL="https://nwp.internal.example/icon-d2"
readonly DISPATCH_API="https://dispatch.internal.example/api/v1"
readonly SITES_FILE="/etc/pvforecast/sites.txt"
RUN_DATE="$(date -u +%Y%m%d)"
RUN_HOUR="${PVF_RUN_HOUR:-00}"

log() { echo "[$(date -u +%H:%M:%S)] $*"; }

fetch_nwp() {
    local dest="$WORK_DIR/nwp/$RUN_DATE$RUN_HOUR"
    mkdir -p "$dest"
    for var in aswdir_s aswdifd_s t_2m clct; do
        log "fetching $var"
        curl -fsS --retry 3 -o "$dest/$var.grib2.bz2" \
            "$NWP_BASE_URL/$RUN_DATE$RUN_HOUR/$var.grib2.bz2"
        bunzip2 -f "$dest/$var.grib2.bz2"
    done
}

run_model() {
    local site="$1"
    local out="$WORK_DIR/out/$RUN_DATE/$site.json"
    mkdir -p "$(dirname "$out")"
    pvforecast predict \
        --site "$site" \
        --nwp-dir "$WORK_DIR/nwp/$RUN_DATE$RUN_HOUR" \
        --horizon-hours 48 \
        --output "$out"
}

publish() {
    local site="$1"
    local out="$WORK_DIR/out/$RUN_DATE/$site.json"
    curl -fsS --retry 3 --max-time 30 -X PUT \
        -H "Content-Type: application/json" \
        -H "Authorization: Bearer ${DISPATCH_TOKEN}" \
        -H "X-Forecast-Run: $RUN_DATE$RUN_HOUR" \
        --data-binary "@$out" \
        "$DISPATCH_API/sites/$site/forecast"
}

cleanup_old_runs() {
    find "$WORK_DIR/nwp" -mindepth 1 -maxdepth 1 -type d -mtime +3 -exec rm -rf {} +
    find "$WORK_DIR/out" -mindepth 1 -maxdepth 1 -type d -mtime +14 -exec rm -rf {} +
}

main() {
    fetch_nwp
    local failed=0
    while read -r site; do
        [[ -z "$site" || "$site" == \#* ]] && continue
        if run_model "$site"; then
            publish "$site"
        else
            log "model failed for $site"
            failed=$((failed + 1))
        fi
    done < "$SITES_FILE"
    cleanup_old_runs
    log "finished, $failed site(s) failed"
    [[ $failed -eq 0 ]]
}

main "$@"
