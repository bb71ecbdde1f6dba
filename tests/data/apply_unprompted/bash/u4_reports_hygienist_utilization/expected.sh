#!/usr/bin/env bash
# clinic_reports.sh - ad-hoc reports against the practice database.
# Usage: clinic_reports.sh <report> [YYYY-MM-DD]
# Each report is a report_<name> function below; dashes in <report> map to underscores.

set -euo pipefail

DB_URL="${CLINIC_DB_URL:-postgresql://reports@localhost/clinic}"
REPORT_DATE="${2:-$(date +%F)}"

run_sql() {
  psql "${DB_URL}" --no-psqlrc --quiet --pset=footer=off "$@"
}

report_appointments() {
  run_sql -v day="${REPORT_DATE}" <<'SQL'
SELECT a.starts_at::time AS time,
       p.last_name || ', ' || p.first_name AS patient,
       a.procedure_code,
       pr.display_name AS provider
  FROM appointments a
  JOIN patients p ON p.id = a.patient_id
  JOIN providers pr ON pr.id = a.provider_id
 WHERE a.starts_at::date = :'day'
 ORDER BY a.starts_at;
SQL
}

report_no_shows() {
  run_sql -v day="${REPORT_DATE}" <<'SQL'
SELECT p.last_name || ', ' || p.first_name AS patient, p.phone, a.starts_at::time AS time
  FROM appointments a
  JOIN patients p ON p.id = a.patient_id
 WHERE a.starts_at::date = :'day'
   AND a.status = 'no_show'
 ORDER BY a.starts_at;
SQL
}

report_pending_claims() {
  run_sql <<'SQL'
SELECT c.id, c.payer_name, c.service_date, c.billed_amount,
       current_date - c.submitted_on AS days_waiting
  FROM insurance_claims c
 WHERE c.status = 'pending'
 ORDER BY days_waiting DESC;
SQL
}

report_unreviewed_xrays() {
  run_sql <<'SQL'
SELECT x.taken_at, x.image_type, p.last_name || ', ' || p.first_name AS patient
  FROM xray_records x
  JOIN patients p ON p.id = x.patient_id
 WHERE x.reviewed_by IS NULL
 ORDER BY x.taken_at;
SQL
}

report_hygienist_utilization() {
  run_sql -v day="${REPORT_DATE}" <<'SQL'
SELECT h.display_name AS hygienist,
       count(a.id) AS visits,
       round(100.0 * sum(a.duration_minutes) / nullif(s.shift_minutes, 0), 1) AS pct_booked
  FROM hygienist_shifts s
  JOIN providers h ON h.id = s.hygienist_id
  LEFT JOIN appointments a ON a.provider_id = s.hygienist_id AND a.starts_at::date = s.shift_date
 WHERE s.shift_date = :'day'
 GROUP BY h.display_name, s.shift_minutes
 ORDER BY pct_booked DESC NULLS LAST;
SQL
}

usage() {
  echo "usage: $(basename "$0") <report> [YYYY-MM-DD]" >&2
  echo "reports: $(declare -F | awk '{print $3}' | sed -n 's/^report_//p' | tr '_' '-' | xargs)" >&2
}

main() {
  local fn="report_${1:-}"
  fn="${fn//-/_}"
  if [[ -z "${1:-}" ]] || ! declare -F "${fn}" > /dev/null; then
    usage
    exit 2
  fi
  "${fn}"
}

main "$@"
