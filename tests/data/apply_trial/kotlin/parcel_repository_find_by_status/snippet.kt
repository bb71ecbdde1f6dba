// ... existing code ...

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
