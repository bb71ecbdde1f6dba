#!/usr/bin/env bash
# Nightly export of claims tables to the analytics bucket.
# Runs from cron on claims-batch-01 at 02:15 America/Chicago.
set -euo pipefail

readonly EXPORT_DATE="${EXPORT_DATE:-$(date -d yesterday +%F)}"
readonly WORK_DIR="/var/tmp/claims-export/${EXPORT_DATE}"
readonly BUCKET="s3://nbm-analytics-landing/claims"
readonly PSQL=(psql --no-psqlrc --quiet --set ON_ERROR_STOP=1 "${CLAIMS_DB_URL:?CLAIMS_DB_URL is required}")

log() {
  printf '%s [claims-export] %s\n' "$(date -u +%FT%TZ)" "$*" >&2
}

copy_query() {
  local name="$1" query="$2"
  "${PSQL[@]}" -c "\\copy (${query}) TO '${WORK_DIR}/${name}.csv' WITH CSV HEADER"
  gzip -f "${WORK_DIR}/${name}.csv"
}

export_fnol() {
  log "exporting fnol for ${EXPORT_DATE}"
  copy_query fnol \
    "SELECT id, policy_id, loss_date, loss_type, channel, reported_amount_cents
       FROM fnol WHERE received_on = '${EXPORT_DATE}'"
}

export_assignments() {
  log "exporting adjuster assignments for ${EXPORT_DATE}"
  copy_query assignments \
    "SELECT claim_id, adjuster_id, assigned_at, reason
       FROM adjuster_assignments WHERE assigned_at::date = '${EXPORT_DATE}'"
}

export_fraud_scores() {
  log "exporting fraud scores for ${EXPORT_DATE}"
  copy_query fraud_scores \
    "SELECT claim_id, score, model_version, referral, scored_at
       FROM fraud_scores WHERE scored_at::date = '${EXPORT_DATE}'"
}

export_payouts() {
  log "exporting approved payouts for ${EXPORT_DATE}"
  copy_query payouts \
    "SELECT id, claim_id, amount_cents, approved_by, approved_at
       FROM payouts WHERE status = 'approved' AND approved_at::date = '${EXPORT_DATE}'"
}

upload() {
  log "uploading ${WORK_DIR} to ${BUCKET}/dt=${EXPORT_DATE}/"
  aws s3 cp --recursive --only-show-errors "${WORK_DIR}" "${BUCKET}/dt=${EXPORT_DATE}/"
}

main() {
  mkdir -p "${WORK_DIR}"
  trap 'rm -rf "${WORK_DIR}"' EXIT

  export_fnol
  export_assignments
  export_fraud_scores
  export_payouts
  upload

  log "done"
}

main "$@"
