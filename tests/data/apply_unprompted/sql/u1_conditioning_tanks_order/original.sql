-- Cellar queries for the tank board (sqlc).

-- name: GetTank :one
SELECT name, kind, capacity_litres, glycol_zone
FROM tanks
WHERE name = $1;

-- name: ListEmptyTanks :many
SELECT t.name, t.kind, t.capacity_litres
FROM tanks t
WHERE NOT EXISTS (
    SELECT 1 FROM batches b
    WHERE b.tank = t.name
      AND b.status IN ('fermenting', 'conditioning')
)
ORDER BY t.name;

-- name: ListFermentingTanks :many
SELECT t.name, t.capacity_litres, b.code, b.brewed_on, r.name AS recipe
FROM tanks t
JOIN batches b ON b.tank = t.name
JOIN recipes r ON r.id = b.recipe_id
WHERE b.status = 'fermenting'
ORDER BY t.name;

-- name: ListConditioningTanks :many
SELECT t.name, t.capacity_litres, b.code, b.brewed_on, r.name AS recipe
FROM tanks t
JOIN batches b ON b.tank = t.name
JOIN recipes r ON r.id = b.recipe_id
WHERE b.status = 'conditioning'
ORDER BY t.name;

-- name: ListTanksInZone :many
SELECT t.name, t.capacity_litres, b.code, b.status
FROM tanks t
LEFT JOIN batches b ON b.tank = t.name AND b.status IN ('fermenting', 'conditioning')
WHERE t.glycol_zone = $1
ORDER BY t.name;

-- name: AssignBatchToTank :exec
UPDATE batches
SET tank = $2
WHERE id = $1;

-- name: MoveBatchToBrite :exec
UPDATE batches
SET tank = $2, status = 'conditioning'
WHERE id = $1;

-- name: LatestGravity :one
SELECT gravity, temp_c, taken_at
FROM gravity_readings
WHERE batch_id = $1
ORDER BY taken_at DESC
LIMIT 1;
