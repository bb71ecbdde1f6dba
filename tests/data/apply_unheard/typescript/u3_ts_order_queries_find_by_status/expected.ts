import { Pool } from "pg";
import { Order, OrderStatus } from "../domain/order";
import { mapOrderRow, OrderRow } from "./mappers";

const ORDER_COLUMNS = `
  id, customer_id, status, total_cents, currency, created_at, updated_at
`;

export async function findOrderById(pool: Pool, id: string): Promise<Order | null> {
  const result = await pool.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1`,
    [id],
  );
  if (result.rowCount === 0) {
    return null;
  }
  return mapOrderRow(result.rows[0]);
}

export async function findOrdersByCustomer(
  pool: Pool,
  customerId: string,
  limit = 50,
): Promise<Order[]> {
  const result = await pool.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE customer_id = $1 ORDER BY created_at DESC LIMIT $2`,
    [customerId, limit],
  );
  return result.rows.map(mapOrderRow);
}

export async function findOrdersCreatedBetween(
  pool: Pool,
  from: Date,
  to: Date,
): Promise<Order[]> {
  const result = await pool.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE created_at >= $1 AND created_at < $2 ORDER BY created_at`,
    [from.toISOString(), to.toISOString()],
  );
  return result.rows.map(mapOrderRow);
}

export async function updateOrderStatus(
  pool: Pool,
  id: string,
  status: OrderStatus,
): Promise<void> {
  await pool.query(
    "UPDATE orders SET status = $2, updated_at = NOW() WHERE id = $1",
    [id, status],
  );
}

export async function countOrdersByCustomer(pool: Pool, customerId: string): Promise<number> {
  const result = await pool.query<{ count: string }>(
    "SELECT COUNT(*) AS count FROM orders WHERE customer_id = $1",
    [customerId],
  );
  return Number(result.rows[0].count);
}

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
