-- Reporting views for the production dashboard.
-- Volumes are in litres, gravities as specific gravity.

CREATE OR REPLACE VIEW v_active_batches AS
SELECT b.batch_code,
       b.recipe_name,
       b.stage,
       t.tank_code,
       b.brewed_on,
       current_date - b.brewed_on AS days_in_process
FROM batches b
LEFT JOIN tanks t ON t.id = b.tank_id
WHERE b.stage <> 'packaged';

CREATE OR REPLACE VIEW v_latest_gravity AS
SELECT DISTINCT ON (r.batch_id)
       r.batch_id,
       r.specific_gravity,
       r.temperature_c,
       r.taken_at
FROM gravity_readings r
ORDER BY r.batch_id, r.taken_at DESC;

CREATE OR REPLACE VIEW v_batch_yield AS
SELECT b.batch_code,
       b.wort_volume_l,
       COALESCE(SUM(p.volume_l), 0) AS packaged_l,
       COALESCE(SUM(p.volume_l), 0) / NULLIF(b.wort_volume_l, 0) AS yield_ratio
FROM batches b
LEFT JOIN packaging_runs p ON p.batch_id = b.id
GROUP BY b.batch_code, b.wort_volume_l;

CREATE OR REPLACE VIEW v_tank_utilisation AS
SELECT t.tank_code,
       t.capacity_l,
       b.batch_code,
       b.wort_volume_l / NULLIF(t.capacity_l, 0) AS fill_ratio
FROM tanks t
LEFT JOIN batches b ON b.tank_id = t.id AND b.stage IN ('fermenting', 'conditioning');

CREATE OR REPLACE VIEW v_kegs_in_trade AS
SELECT k.keg_serial,
       b.batch_code,
       k.customer_name,
       k.shipped_on,
       current_date - k.shipped_on AS days_out
FROM kegs k
JOIN batches b ON b.id = k.batch_id
WHERE k.returned_on IS NULL;
