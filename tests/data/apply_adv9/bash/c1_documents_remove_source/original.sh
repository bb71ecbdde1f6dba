#!/usr/bin/env bash
# Push new radiographs and scanned documents from each clinic's imaging PC
# to the central archive. Called by the practice's systemd timer every 30 min.
set -euo pipefail

REMOTE_HOST="archive.brightsmile.internal"
REMOTE_ROOT="/srv/patient-archive"
STAGING="/var/spool/imaging-sync"
CLINICS=(downtown northgate riverside)

log() {
    printf '%s [imaging-sync] %s\n' "$(date -Is)" "$*" >&2
}

require_staging() {
    local clinic="$1"
    if [[ ! -d "$STAGING/$clinic" ]]; then
        log "no staging dir for $clinic, skipping"
        return 1
    fi
}

upload_xrays() {
    local clinic="$1"
    local src="$STAGING/$clinic/xrays"
    [[ -d "$src" ]] || return 0
    # DICOM files only; the sensor software also drops .tmp files here.
    find "$src" -type f -name '*.tmp' -delete
    rsync -az "$src/" "$REMOTE_HOST:$REMOTE_ROOT/xrays/$clinic/"
}

upload_documents() {
    local clinic="$1"
    local src="$STAGING/$clinic/documents"
    [[ -d "$src" ]] || return 0
    # Insurance cards, consent forms, referral letters (PDF).
    find "$src" -type f ! -name '*.pdf' -delete
    rsync -az "$src/" "$REMOTE_HOST:$REMOTE_ROOT/documents/$clinic/"
}

main() {
    local failed=0
    for clinic in "${CLINICS[@]}"; do
        require_staging "$clinic" || continue
        if ! upload_xrays "$clinic"; then
            log "x-ray upload failed for $clinic"
            failed=1
        fi
        if ! upload_documents "$clinic"; then
            log "document upload failed for $clinic"
            failed=1
        fi
    done
    return "$failed"
}

main "$@"
