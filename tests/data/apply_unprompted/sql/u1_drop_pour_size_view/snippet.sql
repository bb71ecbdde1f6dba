-- ... existing code ...

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
-- ... existing code ...
