-- Taproom reporting views for the Monday sales dashboard.
-- Money is in dollars before tax; voided lines never reach these tables.

CREATE OR REPLACE VIEW taproom_daily_sales AS
SELECT
    date_trunc('day', o.closed_at)      AS day,
    count(DISTINCT o.id)                AS tabs,
    sum(ol.quantity)                    AS pours,
    sum(ol.quantity * ol.unit_price)    AS revenue
FROM taproom_orders o
JOIN taproom_order_lines ol ON ol.order_id = o.id
WHERE o.status = 'closed'
GROUP BY 1;

CREATE OR REPLACE VIEW taproom_sales_by_beer AS
SELECT
    b.name                              AS beer,
    b.style,
    sum(ol.quantity)                    AS pours,
    sum(ol.quantity * ol.unit_price)    AS revenue
FROM taproom_orders o
JOIN taproom_order_lines ol ON ol.order_id = o.id
JOIN beers b ON b.id = ol.beer_id
WHERE o.status = 'closed'
GROUP BY b.name, b.style
ORDER BY revenue DESC;

CREATE OR REPLACE VIEW taproom_happy_hour_share AS
SELECT
    date_trunc('week', o.closed_at)     AS week,
    sum(CASE WHEN o.happy_hour THEN ol.quantity * ol.unit_price ELSE 0 END) AS happy_hour_revenue,
    sum(ol.quantity * ol.unit_price)    AS revenue
FROM taproom_orders o
JOIN taproom_order_lines ol ON ol.order_id = o.id
WHERE o.status = 'closed'
GROUP BY 1;

CREATE OR REPLACE VIEW taproom_keg_depletion AS
SELECT
    k.serial,
    b.name                              AS beer,
    k.tapped_on,
    sum(ol.quantity * ol.pour_ml) / 1000.0 AS litres_poured
FROM kegs k
JOIN beers b ON b.id = k.beer_id
JOIN taproom_order_lines ol ON ol.keg_serial = k.serial
WHERE k.location = 'taproom'
GROUP BY k.serial, b.name, k.tapped_on;
