# ... existing code ...

export_alarm_log() {
  # ... existing code ...
  echo "$out"
}

export_curtailment_log() {
  local out="$WORK_DIR/${SITE}_curtailment_${DAY}.csv.gz"
  log "exporting curtailment log for $DAY"
  psql --no-psqlrc --quiet --csv \
    -c "SELECT * FROM curtailment_events WHERE site = '$SITE' AND started_at::date = '$DAY' ORDER BY started_at" \
    | gzip -9 > "$out"
  echo "$out"
}

# ... existing code ...

main() {
  local files=()
  files+=("$(export_scada_10min)")
  files+=("$(export_alarm_log)")
  files+=("$(export_curtailment_log)")
  # ... existing code ...
}

# ... existing code ...
