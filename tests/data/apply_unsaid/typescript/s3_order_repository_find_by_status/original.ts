import { Pool } from "pg";

import { db } from "../db/pool";
import { NotFoundError } from "../errors";

export type OrderStatus = "pending" | "paid" | "shipped" | "cancelled";

export interface Order {
  id: string;
  customerId: string;
  status: OrderStatus;
  totalCents: number;
  createdAt: Date;
}

interface OrderRow {
  id: string;
  customer_id: string;
  status: OrderStatus;
  total_cents: string;
  created_at: Date;
}

function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    customerId: row.customer_id,
    status: row.status,
    totalCents: Number(row.total_cents),
    createdAt: row.created_at,
  };
}

export class OrderRepository {
  constructor(private readonly pool: Pool) {}

  async findById(id: string): Promise<Order> {
    const { rows } = await this.pool.query<OrderRow>(
      `SELECT * FROM orders WHERE id = $1`,
      [id],
    );
    if (rows.length === 0) {
      throw new NotFoundError(`order ${id} not found`);
    }
    return toOrder(rows[0]);
  }

  async findByCustomer(customerId: string): Promise<Order[]> {
    const { rows } = await this.pool.query<OrderRow>(
      `SELECT * FROM orders WHERE customer_id = $1 ORDER BY created_at DESC`,
      [customerId],
    );
    return rows.map(toOrder);
  }

  async create(order: Omit<Order, "id" | "createdAt">): Promise<Order> {
    const { rows } = await this.pool.query<OrderRow>(
      `INSERT INTO orders (customer_id, status, total_cents)
       VALUES ($1, $2, $3)
       RETURNING *`,
      [order.customerId, order.status, order.totalCents],
    );
    return toOrder(rows[0]);
  }

  async updateStatus(id: string, status: OrderStatus): Promise<void> {
    const result = await this.pool.query(
      `UPDATE orders SET status = $2 WHERE id = $1`,
      [id, status],
    );
    if (result.rowCount === 0) {
      throw new NotFoundError(`order ${id} not found`);
    }
  }
}

export const orderRepository = new OrderRepository(db);
