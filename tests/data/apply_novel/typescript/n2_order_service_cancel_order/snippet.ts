// ... keep existing code

  async markShipped(id: string): Promise<Order> {
    // ... keep existing code
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

// ... keep existing code
