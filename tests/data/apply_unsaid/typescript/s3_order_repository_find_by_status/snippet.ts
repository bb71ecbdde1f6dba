export class OrderRepository {
  // ... existing code ...

  async findByStatus(status: OrderStatus, limit = 50): Promise<Order[]> {
    const { rows } = await this.pool.query<OrderRow>(
      `SELECT * FROM orders WHERE status = $1 ORDER BY created_at DESC LIMIT $2`,
      [status, limit],
    );
    return rows.map(toOrder);
  }
}
