// ... keep existing code

class RosterRepository(private val dataSource: DataSource) {

    fun crewForBase(base: String): List<CrewMember> {
        val sql = """
            SELECT staff_number, surname, rank, home_base
            FROM crew
            WHERE home_base = ?
              AND employment_status = 'ACTIVE'
            ORDER BY rank, surname
        """.trimIndent()
        // ... keep existing code
    }

    // ... keep existing code

    fun unassign(staffNumber: String, pairing: Pairing) {
        // ... keep existing code
    }

    fun assignmentsOn(date: LocalDate): Map<String, String> {
        val sql = "SELECT staff_number, pairing_id FROM roster_assignment WHERE duty_date = ?"
        return dataSource.connection.use { conn ->
            conn.prepareStatement(sql).use { stmt ->
                stmt.setObject(1, date)
                stmt.executeQuery().use { rs ->
                    buildMap {
                        while (rs.next()) {
                            put(rs.getString("staff_number"), rs.getString("pairing_id"))
                        }
                    }
                }
            }
        }
    }
}
