-- Views backing the finance exports and the support dashboard.

CREATE OR REPLACE VIEW v_order_totals AS
SELECT
    o.id AS order_id,
    o.customer_id,
    o.placed_at,
    sum(li.quantity * li.unit_price) AS subtotal,
    o.shipping_amount,
    o.tax_amount,
    sum(li.quantity * li.unit_price) + o.shipping_amount + o.tax_amount AS total
FROM orders o
JOIN line_items li ON li.order_id = o.id
GROUP BY o.id;

CREATE OR REPLACE VIEW v_legacy_order_totals AS
SELECT
    o.id AS order_id,
    o.customer_id,
    o.created_at AS placed_at,
    o.legacy_total_cents / 100.0 AS total
FROM orders o
WHERE o.legacy_total_cents IS NOT NULL;

CREATE OR REPLACE VIEW v_customer_lifetime_value AS
SELECT
    c.id AS customer_id,
    c.email,
    count(t.order_id) AS order_count,
    coalesce(sum(t.total), 0) AS lifetime_value,
    max(t.placed_at) AS last_order_at
FROM customers c
LEFT JOIN v_order_totals t ON t.customer_id = c.id
GROUP BY c.id, c.email;

CREATE OR REPLACE VIEW v_open_tickets AS
SELECT
    t.id AS ticket_id,
    t.subject,
    t.priority,
    c.email AS customer_email,
    a.name AS assignee,
    t.created_at,
    now() - t.created_at AS age
FROM support_tickets t
JOIN customers c ON c.id = t.customer_id
LEFT JOIN agents a ON a.id = t.assignee_id
WHERE t.closed_at IS NULL;

CREATE OR REPLACE VIEW v_refund_summary AS
SELECT
    date_trunc('month', r.refunded_at) AS month,
    count(*) AS refund_count,
    sum(r.amount) AS refunded_amount
FROM refunds r
WHERE r.status = 'succeeded'
GROUP BY 1;
