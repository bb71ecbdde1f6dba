# ... existing code ...

sync_fines() {
  local src="$ILS_HOST:$EXPORT_ROOT/fines/"
  local dest="$STAGING/fines"
  mkdir -p "$dest"
  log INFO "syncing fines from $src"
  rsync "${RSYNC_OPTS[@]}" --exclude='*.partial' "$src" "$dest/"
  # ... existing code ...
}

# ... existing code ...
