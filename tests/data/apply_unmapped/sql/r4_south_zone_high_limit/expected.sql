-- Pressure monitoring views, one per pressure zone.
-- Each view lists samples outside the zone's operating band in the last 24 hours.
-- Owner: distribution engineering. Refreshed by the SCADA historian sync job.

CREATE OR REPLACE VIEW pressure_alerts_north AS
SELECT s.logger_id,
       s.sampled_at,
       s.psi,
       CASE WHEN s.psi < 40 THEN 'low' ELSE 'high' END AS band
FROM pressure_samples s
JOIN pressure_loggers l ON l.id = s.logger_id
WHERE l.zone_code = 'NORTH'
  AND s.sampled_at > now() - interval '24 hours'
  AND (s.psi < 40 OR s.psi > 90);

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

CREATE OR REPLACE VIEW pressure_alerts_east AS
SELECT s.logger_id,
       s.sampled_at,
       s.psi,
       CASE WHEN s.psi < 40 THEN 'low' ELSE 'high' END AS band
FROM pressure_samples s
JOIN pressure_loggers l ON l.id = s.logger_id
WHERE l.zone_code = 'EAST'
  AND s.sampled_at > now() - interval '24 hours'
  AND (s.psi < 40 OR s.psi > 90);

CREATE OR REPLACE VIEW pressure_alerts_highland AS
SELECT s.logger_id,
       s.sampled_at,
       s.psi,
       CASE WHEN s.psi < 55 THEN 'low' ELSE 'high' END AS band
FROM pressure_samples s
JOIN pressure_loggers l ON l.id = s.logger_id
WHERE l.zone_code = 'HIGHLAND'
  AND s.sampled_at > now() - interval '24 hours'
  AND (s.psi < 55 OR s.psi > 110);

CREATE OR REPLACE VIEW pressure_alerts_all AS
SELECT 'NORTH' AS zone_code, * FROM pressure_alerts_north
UNION ALL
SELECT 'SOUTH', * FROM pressure_alerts_south
UNION ALL
SELECT 'EAST', * FROM pressure_alerts_east
UNION ALL
SELECT 'HIGHLAND', * FROM pressure_alerts_highland;
