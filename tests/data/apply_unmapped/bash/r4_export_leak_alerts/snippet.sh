# ... existing helpers and export functions ...

export_pressure() {
  local out="$EXPORT_DIR/pressure_${REPORT_DATE}.csv"
  log "exporting pressure logs for $REPORT_DATE"
  run_query "SELECT zone_id, sampled_at, psi
             FROM pressure_samples
             WHERE sampled_at::date = '$REPORT_DATE'
             ORDER BY zone_id, sampled_at" "$out"
  log "wrote $(wc -l < "$out") lines to $out"
}

export_leak_alerts() {
  local out="$EXPORT_DIR/leak_alerts_${REPORT_DATE}.csv"
  log "exporting leak alerts for $REPORT_DATE"
  run_query "SELECT alert_id, meter_id, raised_at, est_loss_m3, status
             FROM leak_alerts
             WHERE raised_at::date = '$REPORT_DATE'
             ORDER BY raised_at" "$out"
  log "wrote $(wc -l < "$out") lines to $out"
}

main() {
  local report="${1:-}"
  mkdir -p "$EXPORT_DIR"
  case "$report" in
    meter-reads) export_meter_reads ;;
    billing)     export_billing ;;
    pressure)    export_pressure ;;
    leak-alerts) export_leak_alerts ;;
    *)
      echo "usage: $0 <meter-reads|billing|pressure|leak-alerts> [date]" >&2
      exit 2
      ;;
  esac
}

main "$@"
