package com.acme.shop.orders

import com.acme.shop.db.Database
import com.acme.shop.db.Row
import java.time.Instant
import java.util.UUID

data class Order(
    val id: UUID,
    val customerId: UUID,
    val status: OrderStatus,
    val totalCents: Long,
    val createdAt: Instant,
)

enum class OrderStatus { PENDING, PAID, SHIPPED, CANCELLED }

private fun Row.toOrder(): Order = Order(
    id = getUuid("id"),
    customerId = getUuid("customer_id"),
    status = OrderStatus.valueOf(getString("status")),
    totalCents = getLong("total_cents"),
    createdAt = getInstant("created_at"),
)

class OrderRepository(private val db: Database) {

    fun insert(order: Order) {
        db.execute(
            "INSERT INTO orders (id, customer_id, status, total_cents, created_at) VALUES (?, ?, ?, ?, ?)",
            order.id,
            order.customerId,
            order.status.name,
            order.totalCents,
            order.createdAt,
        )
    }

    fun updateStatus(id: UUID, status: OrderStatus): Boolean =
        db.execute("UPDATE orders SET status = ? WHERE id = ?", status.name, id) == 1

    fun delete(id: UUID): Boolean =
        db.execute("DELETE FROM orders WHERE id = ?", id) == 1

    fun findById(id: UUID): Order? =
        db.queryOne("SELECT * FROM orders WHERE id = ?", id) { it.toOrder() }

    fun findByCustomer(customerId: UUID): List<Order> =
        db.query(
            "SELECT * FROM orders WHERE customer_id = ? ORDER BY created_at DESC",
            customerId,
        ) { it.toOrder() }

    fun findByStatus(status: OrderStatus): List<Order> =
        db.query(
            "SELECT * FROM orders WHERE status = ? ORDER BY created_at DESC",
            status.name,
        ) { it.toOrder() }

    fun findByCustomerAndStatus(customerId: UUID, status: OrderStatus): List<Order> =
        db.query(
            "SELECT * FROM orders WHERE customer_id = ? AND status = ? ORDER BY created_at DESC",
            customerId,
            status.name,
        ) { it.toOrder() }

    fun findCreatedBetween(from: Instant, until: Instant): List<Order> =
        db.query(
            "SELECT * FROM orders WHERE created_at >= ? AND created_at < ? ORDER BY created_at DESC",
            from,
            until,
        ) { it.toOrder() }
}
