-- ...

CREATE OR REPLACE VIEW reports.no_show_rate_by_vet AS
SELECT
    v.id AS vet_id,
    v.full_name,
    count(*) AS booked,
    count(*) FILTER (WHERE a.status = 'no_show') AS no_shows,
    round(100.0 * count(*) FILTER (WHERE a.status = 'no_show') / nullif(count(*), 0), 1) AS no_show_pct
FROM vets v
JOIN appointments a ON a.vet_id = v.id
WHERE a.starts_at >= now() - INTERVAL '90 days'
  AND a.status <> 'cancelled'
GROUP BY v.id, v.full_name;

-- ... (rest unchanged) ...
