#!/usr/bin/env bash
# Builds the weekly enrolment export for the sponsor and validates it
# against the data transfer agreement (DTA) before it leaves the lab.
set -euo pipefail

readonly STUDY="${STUDY:-MRD-204}"
readonly EXPORT_DIR="${EXPORT_DIR:-/srv/trials/exports/${STUDY}}"
readonly EXPECTED_COLUMNS="participant_id,site_id,arm,enrolled_on,consent_version,withdrawn_on"

die() {
  echo "error: $*" >&2
  exit 1
}

log() {
  echo "[$(date +%H:%M:%S)] $*"
}

build_export() {
  local outfile="$1"
  psql --no-psqlrc --csv --set ON_ERROR_STOP=1 \
    -v study="$STUDY" -f sql/enrolment_export.sql trials > "$outfile"
  log "wrote $(($(wc -l < "$outfile") - 1)) participants to $outfile"
}

validate_export() {
  local outfile="$1"
  local errors=0
  local header
  header="$(head -n1 "$outfile")"
  if [[ "$header" != "$EXPECTED_COLUMNS" ]]; then
    log "unexpected header: $header"
    errors=$((errors + 1))
  fi
  if grep -qE '(^|,)(NULL|null)(,|$)' "$outfile"; then
    log "literal NULL values found"
    errors=$((errors + 1))
  fi
  if awk -F, 'NR > 1 && $1 !~ /^[A-Z]{3}-[0-9]{2}-[0-9]{4}$/ { bad = 1 } END { exit !bad }' "$outfile"; then
    log "malformed participant IDs found"
    errors=$((errors + 1))
  fi
  log "validation finished with ${errors} error(s)"
  return "$errors"
}

main() {
  mkdir -p "$EXPORT_DIR"
  local outfile="$EXPORT_DIR/enrolment_$(date +%Y%m%d).csv"
  build_export "$outfile"
  validate_export "$outfile" || die "validation failed for $outfile"
  log "export ready: $outfile"
}

main "$@"
