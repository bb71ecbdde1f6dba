-- name: GetCustomerByID :one
SELECT id, email, full_name, country, created_at
FROM customers
WHERE id = $1;

-- name: GetCustomerByEmail :one
SELECT id, email, full_name, country, created_at
FROM customers
WHERE lower(email) = lower($1);

-- name: ListCustomers :many
SELECT id, email, full_name, country, created_at
FROM customers
WHERE deleted_at IS NULL
ORDER BY created_at DESC
LIMIT $1 OFFSET $2;

-- name: CreateCustomer :one
INSERT INTO customers (email, full_name, country)
VALUES ($1, $2, $3)
RETURNING id, email, full_name, country, created_at;

-- name: UpdateCustomerName :exec
UPDATE customers
SET full_name = $2, updated_at = now()
WHERE id = $1;

-- name: DeleteCustomer :exec
UPDATE customers
SET deleted_at = now()
WHERE id = $1;

-- name: CountCustomersByCountry :many
SELECT country, COUNT(*) AS customers
FROM customers
GROUP BY country
ORDER BY customers DESC;

-- name: ListRecentOrdersForCustomer :many
SELECT o.id, o.status, o.total_cents, o.created_at
FROM orders o
WHERE o.customer_id = $1
ORDER BY o.created_at DESC
LIMIT 20;
