-- ... existing code ...
  AND r.velocity_class = 1
  AND NOT s.is_golden_zone;

CREATE INDEX sku_velocity_window_idx ON sku_velocity (window_start);

GRANT SELECT ON sku_velocity_rank, misplaced_fast_movers TO slotting_optimizer;

COMMIT;
