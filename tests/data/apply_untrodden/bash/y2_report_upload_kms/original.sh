#!/usr/bin/env bash
# Publishes the monthly royalty statements for every active label partner.
# Run by the royalty-monthly CronJob on the 3rd of each month at 06:00 UTC.

set -euo pipefail

PERIOD="${1:-$(date -u -d 'last month' +%Y-%m)}"
WORK_DIR="${WORK_DIR:-/var/tmp/royalties/${PERIOD}}"
REPORTS_BUCKET="${REPORTS_BUCKET:-s3://sw-royalty-reports}"
ARCHIVE_BUCKET="${ARCHIVE_BUCKET:-s3://sw-royalty-archive}"
PARTNERS_FILE="${PARTNERS_FILE:-/etc/royalties/partners.tsv}"
KMS_KEY_ID="${KMS_KEY_ID:-alias/royalty-reports}"

log() {
  printf '%s [royalty-publish] %s\n' "$(date -u +%FT%TZ)" "$*" >&2
}

fetch_play_counts() {
  local partner_id="$1"
  local out="${WORK_DIR}/${partner_id}.plays.csv"
  log "exporting play counts for ${partner_id} (${PERIOD})"
  swctl analytics export-plays \
    --partner "${partner_id}" \
    --period "${PERIOD}" \
    --output "${out}"
  echo "${out}"
}

render_report() {
  local partner_id="$1" format="$2" plays_csv="$3"
  local out="${WORK_DIR}/${partner_id}.${format}"
  swctl royalties render \
    --partner "${partner_id}" \
    --format "${format}" \
    --plays "${plays_csv}" \
    --output "${out}"
  echo "${out}"
}

upload_report() {
  local partner_id="$1" report="$2"
  local key="${partner_id}/${PERIOD}/$(basename "${report}")"
  log "uploading ${report} to ${REPORTS_BUCKET}/${key}"
  aws s3 cp "${report}" "${REPORTS_BUCKET}/${key}" --only-show-errors
}

archive_report() {
  local partner_id="$1" report="$2"
  local key="${partner_id}/${PERIOD}/$(basename "${report}")"
  aws s3 cp "${report}" "${ARCHIVE_BUCKET}/${key}" --sse aws:kms --sse-kms-key-id "${KMS_KEY_ID}" --only-show-errors
}

main() {
  mkdir -p "${WORK_DIR}"
  local count=0
  while IFS=$'\t' read -r partner_id format active; do
    [[ "${partner_id}" == "#"* || "${active}" != "yes" ]] && continue
    plays_csv="$(fetch_play_counts "${partner_id}")"
    report="$(render_report "${partner_id}" "${format}" "${plays_csv}")"
    upload_report "${partner_id}" "${report}"
    archive_report "${partner_id}" "${report}"
    count=$((count + 1))
  done < "${PARTNERS_FILE}"
  log "published ${count} royalty reports for ${PERIOD}"
}

main "$@"
