#!/usr/bin/env bash
# kyc_expiry_sweep.sh
# Finds active customers whose primary identity document expires within the
# notice window and queues a re-verification request with the KYC gateway.
#
# Usage: kyc_expiry_sweep.sh [notice_days]   (default 30)
# Needs CRM_DSN and KYC_API_TOKEN in the environment.

set -euo pipefail

readonly NOTICE_DAYS="${1:-30}"
readonly KYC_API="${KYC_API:-https://kyc-gateway.internal.northbank.co.uk/v2}"
readonly BATCH_SIZE=200
readonly REPORT_DIR="/var/log/kyc"

log() {
    echo "$(date '+%F %T') $*" >&2
}

require() {
    local cmd
    for cmd in "$@"; do
        command -v "$cmd" >/dev/null 2>&1 || { log "missing dependency: $cmd"; exit 127; }
    done
}

expiring_customers() {
    psql "$CRM_DSN" -At -F $'\t' <<SQL
SELECT c.customer_id, d.document_type, d.expires_on
FROM customers c
JOIN identity_documents d ON d.customer_id = c.customer_id AND d.is_primary
WHERE c.status = 'ACTIVE'
  AND d.expires_on BETWEEN CURRENT_DATE AND CURRENT_DATE + INTERVAL '${NOTICE_DAYS} days'
ORDER BY d.expires_on;
SQL
}

queue_reverification() {
    local customer_id="$1" document_type="$2" expires_on="$3"
    curl --fail --silent --show-error \
        -H "Authorization: Bearer ${KYC_API_TOKEN}" \
        -H 'Content-Type: application/json' \
        -d "{\"customerId\":\"${customer_id}\",\"reason\":\"DOCUMENT_EXPIRING\",\"documentType\":\"${document_type}\",\"expiresOn\":\"${expires_on}\"}" \
        "${KYC_API}/reverifications" >/dev/null
}

main() {
    require psql curl
    mkdir -p "$REPORT_DIR"
    local report
    report="$REPORT_DIR/expiry_sweep_$(date +%Y%m%d).tsv"
    local queued=0 failed=0
    while IFS=$'\t' read -r customer_id document_type expires_on; do
        [[ -z "$customer_id" ]] && continue
        if queue_reverification "$customer_id" "$document_type" "$expires_on"; then
            queued=$((queued + 1))
            printf '%s\t%s\t%s\tQUEUED\n' "$customer_id" "$document_type" "$expires_on" >> "$report"
        else
            failed=$((failed + 1))
            printf '%s\t%s\t%s\tFAILED\n' "$customer_id" "$document_type" "$expires_on" >> "$report"
        fi
        if (( (queued + failed) % BATCH_SIZE == 0 )); then
            sleep 2
        fi
    done < <(expiring_customers)
    log "expiry sweep done: queued=$queued failed=$failed report=$report"
    [[ $failed -eq 0 ]]
}

main "$@"
