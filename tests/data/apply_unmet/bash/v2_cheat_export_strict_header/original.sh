#!/bin/bash
# export_cheat_reports.sh - nightly export of anti-cheat reports to the review bucket.
#
# Runs from cron on the ops box at 03:15 UTC. See runbooks/anticheat.md.

DB_URL="${REPORTS_DB_URL:?REPORTS_DB_URL must be set}"
BUCKET="${REVIEW_BUCKET:-s3://skyrift-anticheat-review}"
WORK_DIR="$(mktemp -d /tmp/ac-export.XXXXXX)"
DAY="${1:-$(date -u -d yesterday +%F)}"
MIN_CONFIDENCE="${MIN_CONFIDENCE:-0.7}"
SQL_DIR="$(dirname "$0")/sql"

cleanup() {
  rm -rf "$WORK_DIR"
}
trap cleanup EXIT

export_reports() {
  local out="$1"
  psql "$DB_URL" --no-psqlrc --quiet --csv \
    -v day="$DAY" -v min_conf="$MIN_CONFIDENCE" \
    -f "${SQL_DIR}/export_reports.sql" > "$out"
}

summarize() {
  local gz="$1"
  local total detectors
  total=$(($(zcat "$gz" | wc -l) - 1))
  detectors=$(zcat "$gz" | tail -n +2 | cut -d, -f4 | sort | uniq -c | sort -rn | head -5)
  echo "reports for ${DAY}: ${total}"
  echo "top detectors:"
  echo "$detectors"
}

upload() {
  local file="$1"
  aws s3 cp --only-show-errors "$file" "${BUCKET}/${DAY}/$(basename "$file")"
}

main() {
  local csv="${WORK_DIR}/reports-${DAY}.csv"
  export_reports "$csv"
  gzip -9 "$csv"
  summarize "${csv}.gz" | tee "${WORK_DIR}/summary.txt"
  upload "${csv}.gz"
  upload "${WORK_DIR}/summary.txt"
}

main "$@"
