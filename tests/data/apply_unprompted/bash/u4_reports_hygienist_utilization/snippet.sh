# ... existing code ...

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

# ... existing code ...
