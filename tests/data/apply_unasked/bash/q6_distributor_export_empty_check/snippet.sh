# ... existing code ...

export_inventory() {
    local out="${EXPORT_DIR}/inventory-${DAY}.csv"
    # ... existing code ...
    ) TO '${out}' WITH CSV HEADER"
    if [[ ! -s "${out}" ]] || [[ "$(wc -l < "${out}")" -le 1 ]]; then
        log "WARN: inventory export for ${DAY} has no rows, not uploading"
        return 1
    fi
    gzip -f "${out}"
    echo "${out}.gz"
}

# ... existing code ...

main() {
    mkdir -p "${EXPORT_DIR}"
    upload "$(export_runs)"
    local inventory
    if inventory="$(export_inventory)"; then
        upload "${inventory}"
    fi
    log "Distributor export finished"
}

# ... existing code ...
