import type { Order, OrderEvent } from "../domain/orders";
import { inventory } from "../services/inventory";
import { notifications } from "../services/notifications";
import { orders } from "../services/orders";
import { payments } from "../services/payments";

export type OrderHandler = (event: OrderEvent) => Promise<void>;

async function loadOrder(event: OrderEvent): Promise<Order> {
  const order = await orders.get(event.orderId);
  if (!order) {
    throw new Error(`order ${event.orderId} from event ${event.id} does not exist`);
  }
  return order;
}

export async function handleOrderCreated(event: OrderEvent): Promise<void> {
  const order = await loadOrder(event);
  await inventory.reserve(order.id, order.lines);
  await notifications.send(order.customerId, "order_received", { orderId: order.id });
}

export async function handleOrderPaid(event: OrderEvent): Promise<void> {
  const order = await loadOrder(event);
  await orders.markPaid(order.id, event.occurredAt);
  await inventory.commit(order.id);
  await notifications.send(order.customerId, "order_paid", { orderId: order.id });
}

export async function handleOrderRefunded(event: OrderEvent): Promise<void> {
  const order = await loadOrder(event);
  await orders.markRefunded(order.id, event.occurredAt, event.payload.amountCents);
  await notifications.send(order.customerId, "order_refunded", {
    orderId: order.id,
    amountCents: event.payload.amountCents,
  });
}

export async function handleOrderCancelled(event: OrderEvent): Promise<void> {
  const order = await loadOrder(event);
  await orders.markCancelled(order.id, event.occurredAt);
  await inventory.release(order.id);
  if (order.paid) {
    await payments.refund(order.paymentId, order.totalCents);
  }
  await notifications.send(order.customerId, "order_cancelled", { orderId: order.id });
}

export async function handleOrderShipped(event: OrderEvent): Promise<void> {
  const order = await loadOrder(event);
  await orders.markShipped(order.id, event.occurredAt, event.payload.trackingNumber);
  await notifications.send(order.customerId, "order_shipped", {
    orderId: order.id,
    trackingNumber: event.payload.trackingNumber,
  });
}

export const handlers: Record<string, OrderHandler> = {
  "order.created": handleOrderCreated,
  "order.paid": handleOrderPaid,
  "order.refunded": handleOrderRefunded,
  "order.cancelled": handleOrderCancelled,
  "order.shipped": handleOrderShipped,
};

export async function dispatch(event: OrderEvent): Promise<void> {
  const handler = handlers[event.type];
  if (!handler) {
    return;
  }
  await handler(event);
}
