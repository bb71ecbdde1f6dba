#!/usr/bin/env bash
# export_credits.sh -- dump monthly meter credits and share balances per member to CSV
set -euo pipefail
IFS=$'\n\t'

DB_URL="${SOLAR_DB_URL:-postgres://coop@localhost:5432/solarcoop}"
OUT_DIR="${OUT_DIR:-./exports}"
MONTH="${1:-$(date +%Y-%m)}"

log() {
  printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*" >&2
}

die() {
  log "ERROR: $*"
  exit 1
}

require_cmd() {
  command -v "$1" >/dev/null 2>&1 || die "missing required command: $1"
}

validate_month() {
  if [[ ! "$1" =~ ^[0-9]{4}-[0-9]{2}$ ]]; then
    die "month must look like YYYY-MM, got '$1'"
  fi
}

export_credits() {
  local month="$1" out="$2"
  log "exporting meter credits for ${month}"
  psql "$DB_URL" --no-align --field-separator=',' --pset footer=off -c "
    SELECT m.member_no, m.full_name, c.kwh_credited, c.credit_cents
    FROM meter_credits c
    JOIN members m ON m.id = c.member_id
    WHERE c.period = '${month}'
    ORDER BY m.member_no" >"$out"
}

export_shares() {
  local month="$1" out="$2"
  log "exporting share balances for ${month}"
  psql "$DB_URL" --no-align --field-separator=',' --pset footer=off -c "
    SELECT m.member_no, s.share_count, s.share_value_cents
    FROM member_shares s
    JOIN members m ON m.id = s.member_id
    WHERE s.as_of <= '${month}-28'
    ORDER BY m.member_no" >"$out"
}

summarise() {
  local file="$1"
  local rows
  rows=$(($(wc -l <"$file") - 1))
  log "$(basename "$file"): ${rows} rows"
}

main() {
  require_cmd psql
  require_cmd gzip
  validate_month "$MONTH"
  mkdir -p "$OUT_DIR"

  local credits="${OUT_DIR}/credits_${MONTH}.csv"
  local shares="${OUT_DIR}/shares_${MONTH}.csv"

  export_credits "$MONTH" "$credits"
  export_shares "$MONTH" "$shares"

  summarise "$credits"
  summarise "$shares"

  gzip -f "$credits" "$shares"
  log "done: ${OUT_DIR}"
}

main "$@"
