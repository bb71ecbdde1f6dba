# ... existing code ...
# shellcheck source=lib/incidents.sh
source "$SCRIPT_DIR/lib/incidents.sh"
# shellcheck source=lib/notify.sh
source "$SCRIPT_DIR/lib/notify.sh"

# ... existing code ...

handle_outage() {
  # ... existing code ...
  log_info "outage $id ($kind) on $asset from $starts"
  incident_open "grid-$id" "TSO $kind on $asset starting $starts"
  notify_slack "#grid-ops" ":rotating_light: TSO $kind on $asset from $starts (incident grid-$id)"
}

# ... existing code ...
