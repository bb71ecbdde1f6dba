package com.acme.parcels.data

import com.acme.parcels.model.Parcel
import com.acme.parcels.model.ParcelStatus
import java.sql.Connection
import java.sql.Timestamp
import java.time.Instant

class ParcelRepository(
    private val connection: Connection,
    private val mapper: ParcelRowMapper = ParcelRowMapper(),
) {

    fun insert(parcel: Parcel): Long {
        val sql = "INSERT INTO parcels (tracking_code, recipient_id, status, weight_grams, created_at) VALUES (?, ?, ?, ?, ?)"
        connection.prepareStatement(sql, arrayOf("id")).use { stmt ->
            stmt.setString(1, parcel.trackingCode)
            stmt.setLong(2, parcel.recipientId)
            stmt.setString(3, parcel.status.name)
            stmt.setInt(4, parcel.weightGrams)
            stmt.setTimestamp(5, Timestamp.from(parcel.createdAt))
            stmt.executeUpdate()
            stmt.generatedKeys.use { keys ->
                keys.next()
                return keys.getLong(1)
            }
        }
    }

    fun updateStatus(id: Long, status: ParcelStatus) {
        connection.prepareStatement("UPDATE parcels SET status = ?, updated_at = ? WHERE id = ?").use { stmt ->
            stmt.setString(1, status.name)
            stmt.setTimestamp(2, Timestamp.from(Instant.now()))
            stmt.setLong(3, id)
            stmt.executeUpdate()
        }
    }

    fun delete(id: Long): Boolean {
        connection.prepareStatement("DELETE FROM parcels WHERE id = ?").use { stmt ->
            stmt.setLong(1, id)
            return stmt.executeUpdate() > 0
        }
    }

    fun findById(id: Long): Parcel? {
        connection.prepareStatement("SELECT * FROM parcels WHERE id = ?").use { stmt ->
            stmt.setLong(1, id)
            stmt.executeQuery().use { rs ->
                return if (rs.next()) mapper.map(rs) else null
            }
        }
    }

    fun findByTrackingCode(code: String): Parcel? {
        connection.prepareStatement("SELECT * FROM parcels WHERE tracking_code = ?").use { stmt ->
            stmt.setString(1, code.trim().uppercase())
            stmt.executeQuery().use { rs ->
                return if (rs.next()) mapper.map(rs) else null
            }
        }
    }

    fun findByRecipient(recipientId: Long): List<Parcel> {
        connection.prepareStatement("SELECT * FROM parcels WHERE recipient_id = ? ORDER BY created_at DESC").use { stmt ->
            stmt.setLong(1, recipientId)
            stmt.executeQuery().use { rs ->
                val result = mutableListOf<Parcel>()
                while (rs.next()) result += mapper.map(rs)
                return result
            }
        }
    }

    fun findByStatus(status: ParcelStatus, limit: Int = 100): List<Parcel> {
        connection.prepareStatement("SELECT * FROM parcels WHERE status = ? ORDER BY updated_at DESC LIMIT ?").use { stmt ->
            stmt.setString(1, status.name)
            stmt.setInt(2, limit)
            stmt.executeQuery().use { rs ->
                val result = mutableListOf<Parcel>()
                while (rs.next()) result += mapper.map(rs)
                return result
            }
        }
    }
}
