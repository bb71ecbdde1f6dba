-- Queries for the shipping label service (sqlc).

-- name: CreateShippingLabel :one
INSERT INTO shipping_labels (order_id, carrier, service_code, tracking_number, label_url, weight_grams)
VALUES ($1, $2, $3, $4, $5, $6)
RETURNING *;

-- name: GetShippingLabel :one
SELECT * FROM shipping_labels
WHERE id = $1;

-- name: GetLabelByTrackingNumber :one
SELECT * FROM shipping_labels
WHERE carrier = $1 AND tracking_number = $2;

-- name: ListLabelsForOrder :many
SELECT * FROM shipping_labels
WHERE order_id = $1
ORDER BY created_at DESC;

-- name: ListUnprintedLabels :many
SELECT l.*, o.number AS order_number
FROM shipping_labels l
JOIN orders o ON o.id = l.order_id
WHERE l.printed_at IS NULL
  AND l.voided_at IS NULL
ORDER BY l.created_at
LIMIT $1;

-- name: MarkLabelPrinted :exec
UPDATE shipping_labels
SET printed_at = now(), printed_by = $2
WHERE id = $1
  AND printed_at IS NULL;

-- name: VoidShippingLabel :exec
UPDATE shipping_labels
SET voided_at = now(), void_reason = $2
WHERE id = $1;

-- name: CountLabelsByCarrier :many
SELECT carrier, COUNT(*) AS label_count
FROM shipping_labels
WHERE created_at >= $1 AND created_at < $2
  AND voided_at IS NULL
GROUP BY carrier
ORDER BY label_count DESC;
