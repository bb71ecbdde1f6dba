function summarizeOrders(orders) {
  const summary = { count: 0, subtotal: 0, tax: 0, total: 0 };

  for (const order of orders.filter(isBillable)) {
    // ... loop body unchanged ...
  }

  return summary;
}
