-- ... existing code ...
FROM gravity_readings r
ORDER BY r.batch_id, r.taken_at DESC;

-- (removed v_batch_yield_legacy; the dashboard reads v_batch_yield now)

CREATE OR REPLACE VIEW v_batch_yield AS
-- ... existing code ...
