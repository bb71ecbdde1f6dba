-- 0042_reporting_views.sql
-- Reporting views for the back-office dashboard. All amounts are in cents,
-- business dates are in the location's own time zone.

CREATE OR REPLACE VIEW reporting.daily_sales AS
SELECT
    c.location_id,
    (c.closed_at AT TIME ZONE l.timezone)::date  AS business_date,
    count(*)                                     AS checks,
    sum(c.guest_count)                           AS covers,
    sum(c.subtotal_cents)                        AS net_sales_cents,
    sum(c.tax_cents)                             AS tax_cents,
    sum(c.tip_cents)                             AS tip_cents
FROM pos.checks c
JOIN core.locations l ON l.id = c.location_id
WHERE c.status = 'closed'
  AND c.voided_at IS NULL
GROUP BY c.location_id, business_date;

CREATE OR REPLACE VIEW reporting.item_mix AS
SELECT
    c.location_id,
    (c.closed_at AT TIME ZONE l.timezone)::date  AS business_date,
    li.menu_item_id,
    mi.name                                      AS item_name,
    sum(li.qty)                                  AS qty_sold,
    sum(li.qty * li.unit_price_cents)            AS gross_cents
FROM pos.check_lines li
JOIN pos.checks c     ON c.id = li.check_id
JOIN core.locations l ON l.id = c.location_id
JOIN menu.items mi    ON mi.id = li.menu_item_id
WHERE c.status = 'closed'
  AND c.voided_at IS NULL
  AND li.comped = false
GROUP BY c.location_id, business_date, li.menu_item_id, mi.name;

CREATE OR REPLACE VIEW reporting.hourly_covers AS
SELECT
    c.location_id,
    date_trunc('hour', c.opened_at AT TIME ZONE l.timezone) AS hour_bucket,
    count(*)                                     AS checks,
    sum(c.guest_count)                           AS covers,
    avg(extract(epoch FROM c.closed_at - c.opened_at) / 60)::numeric(6, 1) AS avg_turn_minutes
FROM pos.checks c
JOIN core.locations l ON l.id = c.location_id
WHERE c.status = 'closed'
  AND c.voided_at IS NULL
GROUP BY c.location_id, hour_bucket;

CREATE OR REPLACE VIEW reporting.delivery_sales AS
SELECT
    o.location_id,
    o.channel,
    (o.placed_at AT TIME ZONE l.timezone)::date  AS business_date,
    count(*)                                     AS orders,
    sum(o.subtotal_cents)                        AS net_sales_cents,
    sum(o.marketplace_fee_cents)                 AS fee_cents
FROM delivery.orders o
JOIN core.locations l ON l.id = o.location_id
WHERE o.status IN ('delivered', 'picked_up')
GROUP BY o.location_id, o.channel, business_date;

GRANT SELECT ON ALL TABLES IN SCHEMA reporting TO dashboard_ro;
