package com.northsea.windops.persistence

import java.sql.Connection
import java.sql.ResultSet
import java.time.Instant
import javax.sql.DataSource

data class WorkOrderRow(
    val id: String,
    val turbineId: String,
    val title: String,
    val priority: Int,
    val status: String,
    val dueAt: Instant,
)

data class CraneBookingRow(
    val id: String,
    val craneId: String,
    val turbineId: String,
    val workOrderId: String,
    val startsAt: Instant,
    val endsAt: Instant,
)

class WorkOrderRepository(private val dataSource: DataSource) {

    fun findById(id: String): WorkOrderRow? = dataSource.connection.use { conn ->
        conn.prepareStatement("SELECT * FROM work_orders WHERE id = ?").use { stmt ->
            stmt.setString(1, id)
            stmt.executeQuery().use { rs -> if (rs.next()) rs.toWorkOrder() else null }
        }
    }

    fun findByTurbine(turbineId: String): List<WorkOrderRow> = dataSource.connection.use { conn ->
        conn.prepareStatement("SELECT * FROM work_orders WHERE turbine_id = ? ORDER BY due_at").use { stmt ->
            stmt.setString(1, turbineId)
            stmt.executeQuery().use { rs -> generateSequence { if (rs.next()) rs.toWorkOrder() else null }.toList() }
        }
    }

    fun updateStatus(id: String, status: String): Boolean = dataSource.connection.use { conn ->
        conn.prepareStatement("UPDATE work_orders SET status = ? WHERE id = ?").use { stmt ->
            stmt.setString(1, status)
            stmt.setString(2, id)
            stmt.executeUpdate() == 1
        }
    }

    private fun ResultSet.toWorkOrder() = WorkOrderRow(
        id = getString("id"),
        turbineId = getString("turbine_id"),
        title = getString("title"),
        priority = getInt("priority"),
        status = getString("status"),
        dueAt = getTimestamp("due_at").toInstant(),
    )
}

class CraneBookingRepository(private val dataSource: DataSource) {

    fun findById(id: String): CraneBookingRow? = dataSource.connection.use { conn ->
        conn.prepareStatement("SELECT * FROM crane_bookings WHERE id = ?").use { stmt ->
            stmt.setString(1, id)
            stmt.executeQuery().use { rs -> if (rs.next()) rs.toBooking() else null }
        }
    }

    fun findByTurbine(turbineId: String): List<CraneBookingRow> = dataSource.connection.use { conn ->
        conn.prepareStatement("SELECT * FROM crane_bookings WHERE turbine_id = ? ORDER BY starts_at").use { stmt ->
            stmt.setString(1, turbineId)
            stmt.executeQuery().use { rs -> generateSequence { if (rs.next()) rs.toBooking() else null }.toList() }
        }
    }

    fun delete(id: String, conn: Connection): Boolean =
        conn.prepareStatement("DELETE FROM crane_bookings WHERE id = ?").use { stmt ->
            stmt.setString(1, id)
            stmt.executeUpdate() == 1
        }

    private fun ResultSet.toBooking() = CraneBookingRow(
        id = getString("id"),
        craneId = getString("crane_id"),
        turbineId = getString("turbine_id"),
        workOrderId = getString("work_order_id"),
        startsAt = getTimestamp("starts_at").toInstant(),
        endsAt = getTimestamp("ends_at").toInstant(),
    )
}
