-- ... existing views ...

CREATE OR REPLACE VIEW reporting.hourly_covers AS
-- ... select list and joins unchanged ...
WHERE c.status = 'closed'
  AND c.voided_at IS NULL
GROUP BY c.location_id, hour_bucket
-- bar tabs and staff meals close with zero guests; keep them out of the covers chart
HAVING sum(c.guest_count) > 0;

-- ... existing views ...
