#!/usr/bin/env bash
#
# send_reminders.sh - text and email patients about tomorrow's appointments.
#
# Usage: send_reminders.sh [--dry-run] [--date YYYY-MM-DD]

set -euo pipefail

API_BASE="${CLINIC_API_BASE:-https://pm.maplestreetdental.example/api}"
SMS_GATEWAY="${SMS_GATEWAY:-https://sms.example.net/v1/messages}"
FROM_NUMBER="${REMINDER_FROM_NUMBER:-+13125550100}"
DRY_RUN=0
TARGET_DATE="$(date -d tomorrow +%F)"

while [[ $# -gt 0 ]]; do
  case "$1" in
    --dry-run) DRY_RUN=1; shift ;;
    --date) TARGET_DATE="$2"; shift 2 ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
done

fetch_appointments() {
  curl -fsS -H "Authorization: Bearer ${CLINIC_API_TOKEN}" \
    "${API_BASE}/appointments?date=${TARGET_DATE}&status=scheduled"
}

send_sms() {
  local phone="$1" body="$2"
  if [[ "${DRY_RUN}" -eq 1 ]]; then
    echo "[dry-run] sms to ${phone}: ${body}"
    return 0
  fi
  curl -fsS -X POST "${SMS_GATEWAY}" \
    -d "from=${FROM_NUMBER}" \
    -d "to=${phone}" \
    --data-urlencode "body=${body}" > /dev/null
}

send_email() {
  local address="$1" subject="$2" body="$3"
  if [[ "${DRY_RUN}" -eq 1 ]]; then
    echo "[dry-run] email to ${address}: ${subject}"
    return 0
  fi
  printf '%s\n' "${body}" | mail -s "${subject}" "${address}"
}

format_message() {
  local name="$1" time="$2" provider="$3"
  printf 'Hi %s, this is a reminder of your dental appointment tomorrow at %s with %s. Reply C to confirm or call (312) 555-0100 to reschedule.' \
    "${name}" "${time}" "${provider}"
}

sent=0
while IFS=$'\t' read -r name phone email time provider channel; do
  msg="$(format_message "${name}" "${time}" "${provider}")"
  case "${channel}" in
    sms) send_sms "${phone}" "${msg}" ;;
    email) send_email "${email}" "Appointment reminder" "${msg}" ;;
    both)
      send_sms "${phone}" "${msg}"
      send_email "${email}" "Appointment reminder" "${msg}"
      ;;
  esac
  sent=$((sent + 1))
done < <(fetch_appointments | jq -r '.[] | [.patient.first_name, .patient.phone, .patient.email, .start_time, .provider.name, .reminder_channel] | @tsv')

echo "sent ${sent} reminders for ${TARGET_DATE}"
