#!/usr/bin/env bash
#
# check_grid_feed.sh - poll the TSO outage feed and open an incident when
# a new curtailment or disconnection affects one of our export cables.

set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=lib/common.sh
source "$SCRIPT_DIR/lib/common.sh"
# shellcheck source=lib/incidents.sh
source "$SCRIPT_DIR/lib/incidents.sh"
# shellcheck source=lib/notify.sh
source "$SCRIPT_DIR/lib/notify.sh"

FEED_URL="${FEED_URL:-https://tso-feed.example.net/api/v2/outages}"
STATE_FILE="${STATE_FILE:-/var/lib/grid-feed/last_seen_id}"
CABLES=("HKN-ALPHA-220" "HKN-BETA-220")

fetch_outages() {
  curl --fail --silent --show-error --max-time 20 \
    -H "Accept: application/json" \
    "$FEED_URL?since_id=$(last_seen_id)"
}

last_seen_id() {
  if [[ -s "$STATE_FILE" ]]; then
    cat "$STATE_FILE"
  else
    echo 0
  fi
}

affects_us() {
  local asset="$1"
  local cable
  for cable in "${CABLES[@]}"; do
    [[ "$asset" == "$cable" ]] && return 0
  done
  return 1
}

handle_outage() {
  local id="$1" asset="$2" kind="$3" starts="$4"
  if ! affects_us "$asset"; then
    log_debug "outage $id on $asset is not ours"
    return 0
  fi
  log_info "outage $id ($kind) on $asset from $starts"
  incident_open "grid-$id" "TSO $kind on $asset starting $starts"
  notify_slack "#grid-ops" ":rotating_light: TSO $kind on $asset from $starts (incident grid-$id)"
}

main() {
  require_cmd curl jq
  local payload
  payload="$(fetch_outages)"

  local max_id
  max_id="$(last_seen_id)"
  while IFS=$'\t' read -r id asset kind starts; do
    handle_outage "$id" "$asset" "$kind" "$starts"
    if (( id > max_id )); then
      max_id="$id"
    fi
  done < <(jq -r '.outages[] | [.id, .asset, .kind, .starts_at] | @tsv' <<<"$payload")

  echo "$max_id" > "$STATE_FILE"
}

main "$@"
