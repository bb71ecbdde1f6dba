  return knex<OrderRow>("orders")
    .where({ customer_id: customerId })
    .whereNot("status", "cancelled")
    .leftJoin("customers", "customers.id", "orders.customer_id")
    // ... existing code ...
