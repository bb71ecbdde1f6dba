-- ... existing code ...

-- name: ListConditioningTanks :many
SELECT t.name, t.capacity_litres, b.code, b.brewed_on, r.name AS recipe
FROM tanks t
JOIN batches b ON b.tank = t.name
JOIN recipes r ON r.id = b.recipe_id
WHERE b.status = 'conditioning'
ORDER BY b.brewed_on;

-- ... existing code ...
