import type { Order, OrderLine } from './types';

const CURRENCY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function lineTotal(line: OrderLine): number {
  return line.unitPrice * line.quantity - (line.discount ?? 0);
}

export function orderTotal(order: Order): number {
  return order.lines.reduce((sum, line) => sum + lineTotal(line), 0) + order.shipping;
}

export function formatTotal(order: Order): string {
  return CURRENCY.format(orderTotal(order));
}

export function toJsonLine(order: Order): string {
  return JSON.stringify({ id: order.id, total: orderTotal(order), lines: order.lines.length });
}

export function summarize(orders: Order[]): { count: number; revenue: number } {
  return {
    count: orders.length,
    revenue: orders.reduce((sum, o) => sum + orderTotal(o), 0),
  };
}
