// ... existing code ...
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
// ... existing code ...

export const handlers: Record<string, OrderHandler> = {
  "order.created": handleOrderCreated,
  "order.paid": handleOrderPaid,
  "order.refunded": handleOrderRefunded,
  "order.cancelled": handleOrderCancelled,
  "order.shipped": handleOrderShipped,
};

// ... existing code ...
