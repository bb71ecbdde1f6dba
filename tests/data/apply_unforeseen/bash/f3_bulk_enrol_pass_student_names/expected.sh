#!/usr/bin/env bash
# Bulk-enrol students into a course from a CSV export (email,first_name,last_name).
# Usage: bulk_enrol.sh <course-id> <csv-file> [--dry-run]

set -euo pipefail

API_BASE="${LEARNHUB_API_BASE:-https://api.learnhub.io/v2}"
API_TOKEN="${LEARNHUB_API_TOKEN:?LEARNHUB_API_TOKEN must be set}"
LOG_FILE="${LOG_FILE:-./bulk_enrol_$(date +%Y%m%d_%H%M%S).log}"

DRY_RUN=0

log() {
  printf '%s %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$*" | tee -a "$LOG_FILE" >&2
}

die() {
  log "ERROR: $*"
  exit 1
}

api_post() {
  local path=$1 body=$2
  curl --silent --show-error --fail-with-body \
    -X POST "${API_BASE}${path}" \
    -H "Authorization: Bearer ${API_TOKEN}" \
    -H "Content-Type: application/json" \
    --data "$body"
}

enrol_student() {
  local course_id=$1 email=$2 first_name=$3 last_name=$4
  local body
  body=$(jq -n --arg email "$email" --arg first "$first_name" --arg last "${last_name%$'\r'}" \
    '{email: $email, first_name: $first, last_name: $last, source: "bulk_import"}')
  if (( DRY_RUN )); then
    log "[dry-run] would enrol ${first_name} (${email}) in ${course_id}"
    return 0
  fi
  if api_post "/courses/${course_id}/enrolments" "$body" >/dev/null; then
    log "enrolled ${email} in ${course_id}"
  else
    log "failed to enrol ${email} in ${course_id}"
    return 1
  fi
}

main() {
  [[ $# -ge 2 ]] || die "usage: $0 <course-id> <csv-file> [--dry-run]"
  local course_id=$1 csv_file=$2
  [[ "${3:-}" == "--dry-run" ]] && DRY_RUN=1
  [[ -r "$csv_file" ]] || die "cannot read ${csv_file}"
  command -v jq >/dev/null || die "jq is required"

  local ok=0 failed=0
  while IFS=, read -r email first_name last_name; do
    [[ "$email" == "email" || -z "$email" ]] && continue
    if enrol_student "$course_id" "$email" "$first_name" "$last_name"; then
      ok=$((ok + 1))
    else
      failed=$((failed + 1))
    fi
  done < "$csv_file"

  log "done: ${ok} enrolled, ${failed} failed"
  (( failed == 0 ))
}

main "$@"
