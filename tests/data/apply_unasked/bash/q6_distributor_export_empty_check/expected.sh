#!/usr/bin/env bash
# Push yesterday's bottling runs and current case inventory to the
# distributor portals (Columbia Wine Co. and Cascade Beverage).
set -euo pipefail

EXPORT_DIR="${EXPORT_DIR:-/var/lib/winery/exports}"
SFTP_KEY="${SFTP_KEY:-/etc/winery/keys/distributor_ed25519}"
DISTRIBUTOR_HOSTS=("sftp.columbiawineco.com" "ftp.cascadebev.net")
DAY="$(date -d yesterday +%F)"
PSQL=(psql --no-psqlrc --quiet --set ON_ERROR_STOP=1 --dbname=cellar)

log() {
    printf '%s %s\n' "$(date '+%F %T')" "$*" >&2
}

export_runs() {
    local out="${EXPORT_DIR}/bottling-runs-${DAY}.csv"
    log "Exporting bottling runs for ${DAY}"
    "${PSQL[@]}" --command "\copy (
        SELECT run_id, wine_name, vintage, bottles_filled, cases_packed, finished_at
        FROM bottling_runs
        WHERE finished_at::date = '${DAY}'
        ORDER BY finished_at
    ) TO '${out}' WITH CSV HEADER"
    gzip -f "${out}"
    echo "${out}.gz"
}

export_inventory() {
    local out="${EXPORT_DIR}/inventory-${DAY}.csv"
    log "Exporting case inventory"
    "${PSQL[@]}" --command "\copy (
        SELECT sku, wine_name, vintage, cases_on_hand, cases_allocated
        FROM case_inventory
        WHERE cases_on_hand > 0
        ORDER BY sku
    ) TO '${out}' WITH CSV HEADER"
    if [[ ! -s "${out}" ]] || [[ "$(wc -l < "${out}")" -le 1 ]]; then
        log "WARN: inventory export for ${DAY} has no rows, not uploading"
        return 1
    fi
    gzip -f "${out}"
    echo "${out}.gz"
}

upload() {
    local file="$1" host
    for host in "${DISTRIBUTOR_HOSTS[@]}"; do
        log "Uploading $(basename "${file}") to ${host}"
        echo "put ${file} inbound/" | sftp -b - -i "${SFTP_KEY}" "hollowcreek@${host}"
    done
}

main() {
    mkdir -p "${EXPORT_DIR}"
    upload "$(export_runs)"
    local inventory
    if inventory="$(export_inventory)"; then
        upload "${inventory}"
    fi
    log "Distributor export finished"
}

main "$@"
