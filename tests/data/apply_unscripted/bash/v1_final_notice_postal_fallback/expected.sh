#!/usr/bin/env bash
# send_late_notices.sh - mails reminder notices for unpaid parking citations.
set -euo pipefail

readonly API="${CITATIONS_API:-http://citations.internal:8080}"
readonly MAILER="${MAILER:-/usr/local/bin/city-mailer}"
readonly FIRST_NOTICE_DAYS=21
readonly FINAL_NOTICE_DAYS=45
readonly TEMPLATE_DIR="/opt/parking/templates"

log() { echo "$(date '+%F %T') late-notices: $*"; }

fetch_unpaid() {
  local min_age="$1"
  curl -fsS "$API/citations?status=open&min_age_days=$min_age" | jq -c '.[]'
}

fine_with_penalty() {
  local fine="$1" age_days="$2"
  if (( age_days >= FINAL_NOTICE_DAYS )); then
    echo $(( fine * 2 ))
  elif (( age_days >= FIRST_NOTICE_DAYS )); then
    echo $(( fine + fine / 2 ))
  else
    echo "$fine"
  fi
}

send_first_notice() {
  local citation="$1"
  local number plate email fine age
  number="$(jq -r '.number' <<<"$citation")"
  plate="$(jq -r '.plate' <<<"$citation")"
  email="$(jq -r '.owner_email' <<<"$citation")"
  fine="$(jq -r '.fine_cents' <<<"$citation")"
  age="$(jq -r '.age_days' <<<"$citation")"

  "$MAILER" --to "$email" \
    --template "$TEMPLATE_DIR/first_notice.txt" \
    --var number="$number" --var plate="$plate" \
    --var amount="$(fine_with_penalty "$fine" "$age")"
  log "first notice sent for $number ($plate)"
}

send_final_notice() {
  local citation="$1"
  local number plate email fine age
  number="$(jq -r '.number' <<<"$citation")"
  plate="$(jq -r '.plate' <<<"$citation")"
  email="$(jq -r '.owner_email // empty' <<<"$citation")"
  fine="$(jq -r '.fine_cents' <<<"$citation")"
  age="$(jq -r '.age_days' <<<"$citation")"

  if [[ -z "$email" ]]; then
    log "no email on file for $number ($plate), queueing postal final notice"
    curl -fsS -X POST "$API/citations/$number/postal-notice" >/dev/null
    return 0
  fi

  "$MAILER" --to "$email" \
    --template "$TEMPLATE_DIR/final_notice.txt" \
    --var number="$number" --var plate="$plate" \
    --var amount="$(fine_with_penalty "$fine" "$age")" \
    --var tow_eligible="yes"
  log "final notice sent for $number ($plate)"
}

main() {
  local c age
  while IFS= read -r c; do
    age="$(jq -r '.age_days' <<<"$c")"
    if (( age >= FINAL_NOTICE_DAYS )); then
      send_final_notice "$c"
    else
      send_first_notice "$c"
    fi
  done < <(fetch_unpaid "$FIRST_NOTICE_DAYS")
}

main "$@"
