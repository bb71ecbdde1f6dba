#!/usr/bin/env bash
# upload-telemetry.sh — runs from cron on each site gateway every 5 minutes.
# Ships the buffered inverter readings to the field-app ingest API.
set -euo pipefail

SITE_CODE="${SITE_CODE:?SITE_CODE must be set in /etc/sunfield/gateway.env}"
SPOOL_DIR="${SPOOL_DIR:-/var/spool/sunfield}"
INGEST_URL="${INGEST_URL:-https://ingest.sunfield.app/v2/readings}"
TOKEN_FILE="/etc/sunfield/ingest.token"
LOG_TAG="sunfield-upload"

log() {
    logger -t "$LOG_TAG" -- "$*"
}

die() {
    log "ERROR: $*"
    exit 1
}

require_tools() {
    local tool
    for tool in curl gzip jq logger; do
        command -v "$tool" >/dev/null 2>&1 || die "missing required tool: $tool"
    done
}

upload_batch() {
    local batch="$1"
    local http_code
    http_code=$(curl --silent --show-error --output /dev/null \
        --write-out '%{http_code}' \
        --max-time 30 \
        --header "Authorization: Bearer $(cat "$TOKEN_FILE")" \
        --header "Content-Encoding: gzip" \
        --header "X-Site-Code: $SITE_CODE" \
        --data-binary "@$batch" \
        "$INGEST_URL") || return 1
    [[ "$http_code" == 2* ]]
}

upload_with_retry() {
    local batch="$1"
    local attempt
    for attempt in 1 2 3; do
        if upload_batch "$batch"; then
            return 0
        fi
        log "upload of $(basename "$batch") failed (attempt $attempt)"
        sleep 10
    done
    return 1
}

main() {
    require_tools
    [[ -r "$TOKEN_FILE" ]] || die "cannot read $TOKEN_FILE"

    local batch sent=0 failed=0
    shopt -s nullglob
    for batch in "$SPOOL_DIR"/*.jsonl.gz; do
        if upload_with_retry "$batch"; then
            rm -f -- "$batch"
            sent=$((sent + 1))
        else
            failed=$((failed + 1))
        fi
    done
    log "site $SITE_CODE: sent $sent batch(es), $failed still queued"
}

main "$@"
