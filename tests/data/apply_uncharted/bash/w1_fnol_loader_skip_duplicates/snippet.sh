# ... existing code ...

validate_header() {
  # ... existing code ...
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
  # ... existing code ...
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
  # ... existing code ...
}

# ... existing code ...
