#!/usr/bin/env bash
# Releases approved claim payouts to the bank in one batch.
# Usage: release-payouts.sh [--dry-run]
set -euo pipefail

readonly BATCH_ID="payout-$(date +%Y%m%d-%H%M)"
readonly API="${CLAIMS_API_URL:-https://claims-api.internal.northbridge-mutual.com}"
readonly MAX_SINGLE_PAYOUT_CENTS=25000000
DRY_RUN=0

log() {
  echo "[$(date +%T)] $*" >&2
}

check_prereqs() {
  local tool
  for tool in curl jq; do
    if ! command -v "${tool}" >/dev/null; then
      log "missing required tool: ${tool}"
      return 1
    fi
  done
  if [[ -z "${CLAIMS_API_TOKEN:-}" ]]; then
    log "CLAIMS_API_TOKEN is not set"
    return 1
  fi
  return 0
}

api() {
  curl --fail --silent --show-error \
    -H "Authorization: Bearer ${CLAIMS_API_TOKEN}" \
    -H "Content-Type: application/json" \
    "$@"
}

fetch_approved() {
  api "${API}/v2/payouts?status=approved&released=false" | jq -c '.items[]'
}

release_payout() {
  local payout="$1" id amount
  id=$(jq -r '.id' <<<"${payout}")
  amount=$(jq -r '.amount_cents' <<<"${payout}")

  if (( amount > MAX_SINGLE_PAYOUT_CENTS )); then
    log "holding ${id}: ${amount} cents exceeds single payout limit"
    return 2
  fi
  if (( DRY_RUN )); then
    log "dry run: would release ${id} (${amount} cents)"
    return 0
  fi
  api -X POST "${API}/v2/payouts/${id}/release" -d "{\"batch_id\":\"${BATCH_ID}\"}" >/dev/null
  return 0
}

run_batch() {
  local approved=0 held=0 payout
  while read -r payout; do
    if release_payout "${payout}"; then
      approved=$((approved + 1))
    else
      held=$((held + 1))
    fi
  done < <(fetch_approved)

  log "batch ${BATCH_ID} finished: ${approved} released, ${held} held"
  return 0
}

if [[ "${1:-}" == "--dry-run" ]]; then
  DRY_RUN=1
fi

check_prereqs
run_batch
