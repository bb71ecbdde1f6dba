#!/usr/bin/env bash
# Loads FNOL batch files dropped by partner TPAs into the claims intake staging schema.
set -euo pipefail

INBOX_DIR="${INBOX_DIR:-/srv/sftp/tpa/inbox}"
ARCHIVE_DIR="${ARCHIVE_DIR:-/srv/sftp/tpa/archive}"
REJECT_DIR="${REJECT_DIR:-/srv/sftp/tpa/rejected}"
PG_URL="${INTAKE_PG_URL:?INTAKE_PG_URL must be set}"
MAX_FILE_BYTES=$((50 * 1024 * 1024))

log() {
  printf '%s [fnol-loader] %s\n' "$(date -u +%FT%TZ)" "$*" >&2
}

move_to() {
  local file="$1" dest="$2"
  mkdir -p "$dest"
  mv -- "$file" "$dest/$(date -u +%Y%m%d)-$(basename "$file")"
}

validate_header() {
  local file="$1"
  local header
  header="$(head -n 1 "$file")"
  [[ "$header" == "claim_ref|policy_number|loss_date|loss_type|reported_by|description" ]]
}

already_loaded() {
  local base="$1"
  local count
  count="$(psql "$PG_URL" -tA -c "SELECT count(*) FROM staging.fnol_loads WHERE file_name = '${base}'")"
  (( count > 0 ))
}

load_file() {
  local file="$1"
  local base size rows
  base="$(basename "$file")"
  size="$(stat -c %s "$file")"

  if (( size == 0 )); then
    log "skipping empty file ${base}"
    move_to "$file" "$REJECT_DIR"
    return 0
  fi
  if (( size > MAX_FILE_BYTES )); then
    log "rejecting ${base}: ${size} bytes exceeds limit"
    move_to "$file" "$REJECT_DIR"
    return 0
  fi
  if ! validate_header "$file"; then
    log "rejecting ${base}: unexpected header"
    move_to "$file" "$REJECT_DIR"
    return 0
  fi
  if already_loaded "$base"; then
    log "skipping ${base}: already loaded"
    move_to "$file" "$ARCHIVE_DIR"
    return 0
  fi

  rows=$(( $(wc -l < "$file") - 1 ))
  psql "$PG_URL" -v ON_ERROR_STOP=1 -q \
    -c "\\copy staging.fnol_batch FROM '${file}' WITH (FORMAT csv, DELIMITER '|', HEADER true)"
  psql "$PG_URL" -v ON_ERROR_STOP=1 -q \
    -c "INSERT INTO staging.fnol_loads (file_name, row_count) VALUES ('${base}', ${rows})"

  log "loaded ${rows} claims from ${base}"
  move_to "$file" "$ARCHIVE_DIR"
}

main() {
  shopt -s nullglob
  local files=("$INBOX_DIR"/*.psv)
  if (( ${#files[@]} == 0 )); then
    log "no files waiting in ${INBOX_DIR}"
    return 0
  fi
  for f in "${files[@]}"; do
    load_file "$f"
  done
}

main "$@"
