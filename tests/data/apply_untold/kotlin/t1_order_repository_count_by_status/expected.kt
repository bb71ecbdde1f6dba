package com.shop.orders.data

import com.shop.orders.model.Order
import com.shop.orders.model.OrderStatus
import java.time.Instant
import javax.sql.DataSource

class OrderRepository(private val dataSource: DataSource) {

    fun findById(id: Long): Order? {
        dataSource.connection.use { conn ->
            conn.prepareStatement("SELECT * FROM orders WHERE id = ?").use { st ->
                st.setLong(1, id)
                st.executeQuery().use { rs ->
                    return if (rs.next()) OrderRowMapper.map(rs) else null
                }
            }
        }
    }

    fun findByCustomer(customerId: Long): List<Order> {
        dataSource.connection.use { conn ->
            conn.prepareStatement("SELECT * FROM orders WHERE customer_id = ? ORDER BY created_at DESC").use { st ->
                st.setLong(1, customerId)
                st.executeQuery().use { rs ->
                    val result = mutableListOf<Order>()
                    while (rs.next()) result += OrderRowMapper.map(rs)
                    return result
                }
            }
        }
    }

    fun updateStatus(id: Long, status: OrderStatus): Boolean {
        dataSource.connection.use { conn ->
            conn.prepareStatement("UPDATE orders SET status = ?, updated_at = ? WHERE id = ?").use { st ->
                st.setString(1, status.name)
                st.setObject(2, Instant.now())
                st.setLong(3, id)
                return st.executeUpdate() == 1
            }
        }
    }

    fun delete(id: Long): Boolean {
        dataSource.connection.use { conn ->
            conn.prepareStatement("DELETE FROM orders WHERE id = ?").use { st ->
                st.setLong(1, id)
                return st.executeUpdate() == 1
            }
        }
    }

    fun countByStatus(status: OrderStatus): Int {
        dataSource.connection.use { conn ->
            conn.prepareStatement("SELECT COUNT(*) FROM orders WHERE status = ?").use { st ->
                st.setString(1, status.name)
                st.executeQuery().use { rs ->
                    rs.next()
                    return rs.getInt(1)
                }
            }
        }
    }
}

private object OrderRowMapper {
    fun map(rs: java.sql.ResultSet): Order = Order(
        id = rs.getLong("id"),
        customerId = rs.getLong("customer_id"),
        status = OrderStatus.valueOf(rs.getString("status")),
        totalCents = rs.getLong("total_cents"),
        createdAt = rs.getTimestamp("created_at").toInstant(),
    )
}
