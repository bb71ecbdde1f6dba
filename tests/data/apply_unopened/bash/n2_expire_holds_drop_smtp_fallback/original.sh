#!/usr/bin/env bash
#
# expire_holds.sh - expire uncollected holds and trap the next hold in each queue.
# Run from cron at 02:15 on every branch server.
#
set -euo pipefail

readonly BRANCH="${1:?usage: expire_holds.sh BRANCH_CODE}"
readonly API="${CIRC_API:-https://circ.riverton.lib/api/v2}"
readonly TOKEN_FILE="/etc/circ/api-token"
readonly MAIL_RELAY="smtp.riverton.lib"
readonly LOCK="/run/lock/expire_holds.${BRANCH}.lock"

exec 9>"$LOCK"
if ! flock -n 9; then
  echo "another expire_holds run is active for $BRANCH" >&2
  exit 0
fi

api() {
  local method="$1" path="$2"
  curl --fail --silent --show-error \
    -X "$method" \
    -H "Authorization: Bearer $(<"$TOKEN_FILE")" \
    -H "Accept: application/json" \
    "$API$path"
}

expired_json="$(api GET "/branches/$BRANCH/holds?status=ready&expired=true")"
count="$(jq 'length' <<<"$expired_json")"
echo "$(date -Is) $BRANCH: $count expired hold(s)"

if [[ "$count" -eq 0 ]]; then
  exit 0
fi

jq -r '.[].id' <<<"$expired_json" | while read -r hold_id; do
  api POST "/holds/$hold_id/expire" >/dev/null
  echo "  expired hold $hold_id"
done

# Older branch servers cannot reach the notification service, so fall back
# to sending pickup notices straight through the mail relay.
if ! api GET "/health/notifications" >/dev/null 2>&1; then
  echo "  notification service unreachable, using SMTP fallback"
  jq -r '.[] | "\(.nextPatronEmail)\t\(.title)"' <<<"$expired_json" |
    while IFS=$'\t' read -r email title; do
      [[ -z "$email" || "$email" == "null" ]] && continue
      printf 'Subject: Your hold is ready\n\n"%s" is ready for pickup at %s.\n' "$title" "$BRANCH" |
        sendmail -S "$MAIL_RELAY" "$email"
    done
fi

api POST "/branches/$BRANCH/holds/trap-next" >/dev/null
echo "$(date -Is) $BRANCH: trapped next holds in queue"
