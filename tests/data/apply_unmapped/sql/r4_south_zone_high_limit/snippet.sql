-- ... other zone views unchanged ...

CREATE OR REPLACE VIEW pressure_alerts_south AS
SELECT s.logger_id,
       s.sampled_at,
       s.psi,
       CASE WHEN s.psi < 40 THEN 'low' ELSE 'high' END AS band
FROM pressure_samples s
JOIN pressure_loggers l ON l.id = s.logger_id
WHERE l.zone_code = 'SOUTH'
  AND s.sampled_at > now() - interval '24 hours'
  AND (s.psi < 40 OR s.psi > 85);

-- ... other zone views unchanged ...
