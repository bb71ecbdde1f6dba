import { EventEmitter } from "node:events";
import type { Database } from "./db";
import { NotFoundError, ConflictError } from "./errors";

export type OrderStatus = "pending" | "paid" | "shipped" | "cancelled";

export interface OrderLine {
  sku: string;
  quantity: number;
  unitPriceCents: number;
}

export interface Order {
  id: string;
  customerId: string;
  lines: OrderLine[];
  status: OrderStatus;
  createdAt: Date;
  updatedAt: Date;
}

export class OrderService {
  readonly events = new EventEmitter();

  constructor(private readonly db: Database) {}

  async getOrder(id: string): Promise<Order> {
    const order = await this.db.orders.findById(id);
    if (!order) {
      throw new NotFoundError(`order ${id} not found`);
    }
    return order;
  }

  async createOrder(customerId: string, lines: OrderLine[]): Promise<Order> {
    if (lines.length === 0) {
      throw new ConflictError("an order needs at least one line");
    }
    const now = new Date();
    const order = await this.db.orders.insert({
      customerId,
      lines,
      status: "pending",
      createdAt: now,
      updatedAt: now,
    });
    this.events.emit("order.created", order);
    return order;
  }

  async markPaid(id: string): Promise<Order> {
    const order = await this.getOrder(id);
    if (order.status !== "pending") {
      throw new ConflictError(`order ${id} is ${order.status}, expected pending`);
    }
    const updated = await this.db.orders.update(id, { status: "paid", updatedAt: new Date() });
    this.events.emit("order.paid", updated);
    return updated;
  }

  async markShipped(id: string): Promise<Order> {
    const order = await this.getOrder(id);
    if (order.status !== "paid") {
      throw new ConflictError(`order ${id} is ${order.status}, expected paid`);
    }
    const updated = await this.db.orders.update(id, { status: "shipped", updatedAt: new Date() });
    this.events.emit("order.shipped", updated);
    return updated;
  }

  async cancelOrder(id: string, reason: string): Promise<Order> {
    const order = await this.getOrder(id);
    if (order.status === "shipped" || order.status === "cancelled") {
      throw new ConflictError(`order ${id} is ${order.status} and cannot be cancelled`);
    }
    const updated = await this.db.orders.update(id, { status: "cancelled", updatedAt: new Date() });
    this.events.emit("order.cancelled", { order: updated, reason });
    return updated;
  }

  totalCents(order: Order): number {
    return order.lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
  }
}
