#!/usr/bin/env bash
#
# Nightly instructor payout run.
# Computes the settlement for the previous calendar month (or --period YYYY-MM),
# uploads the report to S3 and triggers Stripe Connect transfers.
#
set -euo pipefail

REPORT_BUCKET="${REPORT_BUCKET:-s3://learnhub-finance/payouts}"
PAYOUT_BIN="${PAYOUT_BIN:-/opt/learnhub/bin/settle-payouts}"
SLACK_WEBHOOK="${SLACK_WEBHOOK:-}"

period=""
dry_run=false
min_amount="25.00"
currency="USD"

usage() {
  cat <<EOF
Usage: $(basename "$0") [--period YYYY-MM] [--min-amount AMOUNT] [--currency CODE] [--dry-run]
EOF
}

notify() {
  local message=$1
  if [[ -n "$SLACK_WEBHOOK" ]]; then
    curl -s -X POST -H 'Content-Type: application/json' \
      --data "{\"text\": \"${message}\"}" "$SLACK_WEBHOOK" >/dev/null || true
  fi
  echo "$message"
}

while [[ $# -gt 0 ]]; do
  case "$1" in
    --period)
      period=$2
      shift 2
      ;;
    --min-amount)
      min_amount=$2
      shift 2
      ;;
    --currency)
      currency=${2^^}
      shift 2
      ;;
    --dry-run)
      dry_run=true
      shift
      ;;
    -h|--help)
      usage
      exit 0
      ;;
    *)
      echo "unknown option: $1" >&2
      usage >&2
      exit 2
      ;;
  esac
done

if [[ -z "$period" ]]; then
  period=$(date -d "$(date +%Y-%m-01) -1 month" +%Y-%m)
fi

report_file="$(mktemp -d)/payouts-${period}.csv"
trap 'rm -rf "$(dirname "$report_file")"' EXIT

args=(--period "$period" --min-amount "$min_amount" --currency "$currency" --output "$report_file")
if [[ "$dry_run" == true ]]; then
  args+=(--dry-run)
fi

notify "Starting instructor payout run for ${period} (${currency})"

if ! "$PAYOUT_BIN" "${args[@]}"; then
  notify ":x: Payout run for ${period} failed"
  exit 1
fi

aws s3 cp "$report_file" "${REPORT_BUCKET}/${period}/" --only-show-errors

instructors=$(tail -n +2 "$report_file" | wc -l)
notify ":white_check_mark: Payout run for ${period} done, ${instructors} instructors settled"
