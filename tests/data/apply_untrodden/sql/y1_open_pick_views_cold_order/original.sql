-- Pick queue views consumed by the RF gateway. One view per temperature /
-- handling class so each picker profile only sees lines it may pick.

CREATE OR REPLACE VIEW v_open_picks_ambient AS
SELECT pl.id            AS pick_line_id,
       pl.pick_list_id,
       pl.sku,
       pl.qty_requested,
       b.code           AS bin_code,
       b.walk_seq,
       o.ship_by
  FROM pick_lines pl
  JOIN bin_locations b ON b.id = pl.bin_id
  JOIN orders o        ON o.id = pl.order_id
 WHERE pl.status = 'open'
   AND b.zone IN ('A', 'B', 'C', 'MEZZ')
 ORDER BY b.walk_seq;

CREATE OR REPLACE VIEW v_open_picks_cold AS
SELECT pl.id            AS pick_line_id,
       pl.pick_list_id,
       pl.sku,
       pl.qty_requested,
       b.code           AS bin_code,
       b.walk_seq,
       o.ship_by
  FROM pick_lines pl
  JOIN bin_locations b ON b.id = pl.bin_id
  JOIN orders o        ON o.id = pl.order_id
 WHERE pl.status = 'open'
   AND b.zone IN ('COLD')
 ORDER BY b.walk_seq;

CREATE OR REPLACE VIEW v_open_picks_hazmat AS
SELECT pl.id            AS pick_line_id,
       pl.pick_list_id,
       pl.sku,
       pl.qty_requested,
       b.code           AS bin_code,
       b.walk_seq,
       o.ship_by
  FROM pick_lines pl
  JOIN bin_locations b ON b.id = pl.bin_id
  JOIN orders o        ON o.id = pl.order_id
  JOIN skus s          ON s.sku = pl.sku
 WHERE pl.status = 'open'
   AND s.hazmat_class IS NOT NULL
 ORDER BY b.walk_seq;

GRANT SELECT ON v_open_picks_ambient, v_open_picks_cold, v_open_picks_hazmat
    TO rf_gateway;
