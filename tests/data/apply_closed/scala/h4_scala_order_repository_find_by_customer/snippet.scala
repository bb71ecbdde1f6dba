class OrderRepository(db: Database)(implicit ec: ExecutionContext) extends OrderRowMapping {
  // ... existing code ...

  def findByCustomer(customerId: UUID, limit: Int = 100): Future[Seq[Order]] =
    db.query(
      s"SELECT * FROM $table WHERE customer_id = ? ORDER BY created_at DESC LIMIT $limit",
      customerId.toString
    ).map(_.map(toOrder))
}
