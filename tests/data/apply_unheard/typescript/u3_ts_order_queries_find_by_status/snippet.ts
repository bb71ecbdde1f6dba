// ... existing code ...

export async function findOrdersByStatus(
  pool: Pool,
  status: OrderStatus,
  limit = 100,
): Promise<Order[]> {
  const result = await pool.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE status = $1 ORDER BY updated_at DESC LIMIT $2`,
    [status, limit],
  );
  return result.rows.map(mapOrderRow);
}
