import { knex } from "./db";

export interface OrderRow {
  id: number;
  customer_id: number;
  status: string;
  total_cents: number;
  created_at: Date;
}

export function recentOrders(customerId: number, limit = 20): Promise<OrderRow[]> {
  return knex<OrderRow>("orders")
    .where("customer_id", customerId)
    .orderBy("created_at", "desc")
    .limit(limit);
}

export function findOrder(id: number): Promise<OrderRow | undefined> {
  return knex<OrderRow>("orders")
    .leftJoin("customers", "customers.id", "orders.customer_id")
    .where("orders.id", id)
    .first();
}
