package com.shop.orders.repository

import java.time.Instant
import java.util.UUID

import scala.concurrent.{ExecutionContext, Future}

import com.shop.db.{Database, Row}
import com.shop.orders.domain.{Order, OrderStatus}

final case class OrderQuery(
    status: Option[OrderStatus] = None,
    createdAfter: Option[Instant] = None,
    limit: Int = 50
)

trait OrderRowMapping {
  protected def toOrder(row: Row): Order =
    Order(
      id = UUID.fromString(row.string("id")),
      customerId = UUID.fromString(row.string("customer_id")),
      status = OrderStatus.withName(row.string("status")),
      totalCents = row.long("total_cents"),
      createdAt = row.instant("created_at")
    )
}

class OrderRepository(db: Database)(implicit ec: ExecutionContext) extends OrderRowMapping {

  private val table = "orders"

  def findById(id: UUID): Future[Option[Order]] =
    db.queryOne(s"SELECT * FROM $table WHERE id = ?", id.toString).map(_.map(toOrder))

  def findByStatus(status: OrderStatus): Future[Seq[Order]] =
    db.query(s"SELECT * FROM $table WHERE status = ?", status.toString).map(_.map(toOrder))

  def search(query: OrderQuery): Future[Seq[Order]] = {
    val clauses = Seq(
      query.status.map(_ => "status = ?"),
      query.createdAfter.map(_ => "created_at > ?")
    ).flatten
    val params = Seq(query.status.map(_.toString), query.createdAfter.map(_.toString)).flatten
    val where = if (clauses.isEmpty) "" else clauses.mkString(" WHERE ", " AND ", "")
    db.query(s"SELECT * FROM $table$where ORDER BY created_at DESC LIMIT ${query.limit}", params: _*)
      .map(_.map(toOrder))
  }

  def insert(order: Order): Future[Unit] =
    db.execute(
      s"INSERT INTO $table (id, customer_id, status, total_cents, created_at) VALUES (?, ?, ?, ?, ?)",
      order.id.toString,
      order.customerId.toString,
      order.status.toString,
      order.totalCents.toString,
      order.createdAt.toString
    ).map(_ => ())

  def updateStatus(id: UUID, status: OrderStatus): Future[Boolean] =
    db.execute(s"UPDATE $table SET status = ? WHERE id = ?", status.toString, id.toString).map(_ == 1)
}

class ArchivedOrderRepository(db: Database)(implicit ec: ExecutionContext) extends OrderRowMapping {

  private val table = "orders_archive"

  def findById(id: UUID): Future[Option[Order]] =
    db.queryOne(s"SELECT * FROM $table WHERE id = ?", id.toString).map(_.map(toOrder))

  def findByStatus(status: OrderStatus): Future[Seq[Order]] =
    db.query(s"SELECT * FROM $table WHERE status = ?", status.toString).map(_.map(toOrder))

  def countAll(): Future[Long] =
    db.queryOne(s"SELECT COUNT(*) AS n FROM $table").map(_.map(_.long("n")).getOrElse(0L))
}
