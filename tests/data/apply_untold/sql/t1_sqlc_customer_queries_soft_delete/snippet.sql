-- ...

-- name: ListCustomers :many
SELECT id, email, full_name, country, created_at
FROM customers
WHERE deleted_at IS NULL
ORDER BY created_at DESC
LIMIT $1 OFFSET $2;

-- ... rest of the queries ...

-- name: DeleteCustomer :exec
UPDATE customers
SET deleted_at = now()
WHERE id = $1;

-- ...
