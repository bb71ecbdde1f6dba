package org.cityreads.lending.data

import java.sql.ResultSet
import java.sql.Timestamp
import java.time.Instant
import javax.sql.DataSource

data class HoldRecord(
    val id: Long,
    val patronId: Long,
    val itemId: Long,
    val branchCode: String,
    val status: String,
    val placedAt: Instant,
)

data class LoanRecord(
    val id: Long,
    val patronId: Long,
    val itemId: Long,
    val dueAt: Instant,
    val returnedAt: Instant?,
)

class HoldRepository(private val dataSource: DataSource) {

    fun findByPatron(patronId: Long): List<HoldRecord> =
        dataSource.connection.use { conn ->
            conn.prepareStatement(
                "SELECT id, patron_id, item_id, branch_code, status, placed_at FROM holds WHERE patron_id = ?"
            ).use { stmt ->
                stmt.setLong(1, patronId)
                stmt.executeQuery().use { rs -> rs.toList(::mapHold) }
            }
        }

    fun cancel(holdId: Long): Boolean =
        dataSource.connection.use { conn ->
            conn.prepareStatement("UPDATE holds SET status = 'CANCELLED' WHERE id = ?").use { stmt ->
                stmt.setLong(1, holdId)
                stmt.executeUpdate() == 1
            }
        }

    private fun mapHold(rs: ResultSet) = HoldRecord(
        id = rs.getLong("id"),
        patronId = rs.getLong("patron_id"),
        itemId = rs.getLong("item_id"),
        branchCode = rs.getString("branch_code"),
        status = rs.getString("status"),
        placedAt = rs.getTimestamp("placed_at").toInstant(),
    )
}

class LoanRepository(private val dataSource: DataSource) {

    fun findByPatron(patronId: Long): List<LoanRecord> =
        dataSource.connection.use { conn ->
            conn.prepareStatement(
                "SELECT id, patron_id, item_id, due_at, returned_at FROM loans WHERE patron_id = ?"
            ).use { stmt ->
                stmt.setLong(1, patronId)
                stmt.executeQuery().use { rs -> rs.toList(::mapLoan) }
            }
        }

    fun overdue(now: Instant): List<LoanRecord> =
        dataSource.connection.use { conn ->
            conn.prepareStatement(
                "SELECT id, patron_id, item_id, due_at, returned_at FROM loans WHERE returned_at IS NULL AND due_at < ?"
            ).use { stmt ->
                stmt.setTimestamp(1, Timestamp.from(now))
                stmt.executeQuery().use { rs -> rs.toList(::mapLoan) }
            }
        }

    private fun mapLoan(rs: ResultSet) = LoanRecord(
        id = rs.getLong("id"),
        patronId = rs.getLong("patron_id"),
        itemId = rs.getLong("item_id"),
        dueAt = rs.getTimestamp("due_at").toInstant(),
        returnedAt = rs.getTimestamp("returned_at")?.toInstant(),
    )
}

private fun <T> ResultSet.toList(mapper: (ResultSet) -> T): List<T> {
    val out = mutableListOf<T>()
    while (next()) out += mapper(this)
    return out
}
