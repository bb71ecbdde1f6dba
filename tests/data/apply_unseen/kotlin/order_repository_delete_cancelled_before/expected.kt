package com.acme.shop.orders

import java.math.BigDecimal
import java.sql.ResultSet
import java.sql.Timestamp
import java.time.Instant
import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.jdbc.core.RowMapper
import org.springframework.jdbc.support.GeneratedKeyHolder
import org.springframework.stereotype.Repository

enum class OrderStatus { PENDING, PAID, SHIPPED, CANCELLED }

data class Order(
    val id: Long,
    val customerId: Long,
    val status: OrderStatus,
    val total: BigDecimal,
    val createdAt: Instant,
)

@Repository
class OrderRepository(private val jdbc: JdbcTemplate) {

    private val rowMapper = RowMapper { rs: ResultSet, _: Int -> rs.toOrder() }

    fun findById(id: Long): Order? =
        jdbc.query("SELECT * FROM orders WHERE id = ?", rowMapper, id).firstOrNull()

    fun findByCustomer(customerId: Long, limit: Int = 50): List<Order> =
        jdbc.query(
            "SELECT * FROM orders WHERE customer_id = ? ORDER BY created_at DESC LIMIT ?",
            rowMapper,
            customerId,
            limit,
        )

    fun findCreatedBetween(from: Instant, to: Instant): List<Order> =
        jdbc.query(
            "SELECT * FROM orders WHERE created_at >= ? AND created_at < ? ORDER BY created_at",
            rowMapper,
            Timestamp.from(from),
            Timestamp.from(to),
        )

    fun countByCustomer(customerId: Long): Int =
        jdbc.queryForObject(
            "SELECT COUNT(*) FROM orders WHERE customer_id = ?",
            Int::class.java,
            customerId,
        ) ?: 0

    fun insert(order: Order): Long {
        val keys = GeneratedKeyHolder()
        jdbc.update({ conn ->
            conn.prepareStatement(
                "INSERT INTO orders (customer_id, status, total, created_at) VALUES (?, ?, ?, ?)",
                arrayOf("id"),
            ).apply {
                setLong(1, order.customerId)
                setString(2, order.status.name)
                setBigDecimal(3, order.total)
                setTimestamp(4, Timestamp.from(order.createdAt))
            }
        }, keys)
        return keys.key!!.toLong()
    }

    fun updateStatus(id: Long, status: OrderStatus): Boolean =
        jdbc.update("UPDATE orders SET status = ? WHERE id = ?", status.name, id) == 1

    fun updateTotal(id: Long, total: BigDecimal): Boolean =
        jdbc.update("UPDATE orders SET total = ? WHERE id = ?", total, id) == 1

    fun deleteCancelledBefore(cutoff: Instant): Int =
        jdbc.update(
            "DELETE FROM orders WHERE status = ? AND created_at < ?",
            OrderStatus.CANCELLED.name,
            Timestamp.from(cutoff),
        )
}

private fun ResultSet.toOrder(): Order = Order(
    id = getLong("id"),
    customerId = getLong("customer_id"),
    status = OrderStatus.valueOf(getString("status")),
    total = getBigDecimal("total"),
    createdAt = getTimestamp("created_at").toInstant(),
)
