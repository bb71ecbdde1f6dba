-- ...

-- name: MarkLabelPrinted :exec
UPDATE shipping_labels
SET printed_at = now(), printed_by = $2
WHERE id = $1
  AND printed_at IS NULL;

-- ...
