#!/usr/bin/env bash
# export_reports.sh - nightly CSV exports from the metering database
#
# Usage: export_reports.sh <report> [date]
#   report: meter-reads | billing | pressure
#   date:   YYYY-MM-DD (defaults to yesterday)

set -euo pipefail

DB_URL="${WATER_DB_URL:-postgres://reports@db.internal:5432/water}"
EXPORT_DIR="${EXPORT_DIR:-/var/lib/water/exports}"
REPORT_DATE="${2:-$(date -d yesterday +%F)}"

log() {
  printf '%s [export] %s\n' "$(date +%FT%T)" "$*" >&2
}

run_query() {
  local sql="$1"
  local out="$2"
  psql "$DB_URL" --no-psqlrc --quiet --csv -c "$sql" > "$out"
}

export_meter_reads() {
  local out="$EXPORT_DIR/meter_reads_${REPORT_DATE}.csv"
  log "exporting meter reads for $REPORT_DATE"
  run_query "SELECT meter_id, read_at, reading_m3, source
             FROM meter_reads
             WHERE read_at::date = '$REPORT_DATE'
             ORDER BY meter_id" "$out"
  log "wrote $(wc -l < "$out") lines to $out"
}

export_billing() {
  local out="$EXPORT_DIR/billing_${REPORT_DATE}.csv"
  log "exporting billing runs for $REPORT_DATE"
  run_query "SELECT account_id, period_start, period_end, amount_cents
             FROM billing_runs
             WHERE run_date = '$REPORT_DATE'
             ORDER BY account_id" "$out"
  log "wrote $(wc -l < "$out") lines to $out"
}

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
