package com.example.shop.data

import com.example.shop.model.Order
import com.example.shop.model.OrderStatus
import java.sql.ResultSet
import java.sql.Statement
import java.sql.Timestamp
import javax.sql.DataSource

class OrderRepository(private val dataSource: DataSource) {

    fun findById(id: Long): Order? =
        dataSource.connection.use { conn ->
            conn.prepareStatement("SELECT * FROM orders WHERE id = ?").use { stmt ->
                stmt.setLong(1, id)
                stmt.executeQuery().use { rs -> if (rs.next()) rs.toOrder() else null }
            }
        }

    fun findByCustomer(customerId: Long): List<Order> =
        dataSource.connection.use { conn ->
            conn.prepareStatement("SELECT * FROM orders WHERE customer_id = ? ORDER BY created_at DESC").use { stmt ->
                stmt.setLong(1, customerId)
                stmt.executeQuery().use { rs ->
                    buildList { while (rs.next()) add(rs.toOrder()) }
                }
            }
        }

    fun insert(order: Order): Long =
        dataSource.connection.use { conn ->
            conn.prepareStatement(
                "INSERT INTO orders (customer_id, status, total_cents, created_at) VALUES (?, ?, ?, ?)",
                Statement.RETURN_GENERATED_KEYS
            ).use { stmt ->
                stmt.setLong(1, order.customerId)
                stmt.setString(2, order.status.name)
                stmt.setLong(3, order.totalCents)
                stmt.setTimestamp(4, Timestamp.from(order.createdAt))
                stmt.executeUpdate()
                stmt.generatedKeys.use { keys ->
                    keys.next()
                    keys.getLong(1)
                }
            }
        }

    fun updateStatus(id: Long, status: OrderStatus): Boolean =
        dataSource.connection.use { conn ->
            conn.prepareStatement("UPDATE orders SET status = ? WHERE id = ?").use { stmt ->
                stmt.setString(1, status.name)
                stmt.setLong(2, id)
                stmt.executeUpdate() == 1
            }
        }

    fun countByStatus(status: OrderStatus): Int =
        dataSource.connection.use { conn ->
            conn.prepareStatement("SELECT COUNT(*) FROM orders WHERE status = ?").use { stmt ->
                stmt.setString(1, status.name)
                stmt.executeQuery().use { rs -> if (rs.next()) rs.getInt(1) else 0 }
            }
        }
}

private fun ResultSet.toOrder(): Order =
    Order(
        id = getLong("id"),
        customerId = getLong("customer_id"),
        status = OrderStatus.valueOf(getString("status")),
        totalCents = getLong("total_cents"),
        createdAt = getTimestamp("created_at").toInstant()
    )
