package com.skylinkregional.crew.roster

import java.time.LocalDate
import javax.sql.DataSource

enum class CrewRank { CAPTAIN, FIRST_OFFICER, SENIOR_CABIN_CREW, CABIN_CREW }

data class CrewMember(
    val staffNumber: String,
    val surname: String,
    val rank: CrewRank,
    val homeBase: String,
)

data class Pairing(
    val pairingId: String,
    val date: LocalDate,
    val base: String,
    val flights: List<String>,
)

class RosterRepository(private val dataSource: DataSource) {

    fun crewForBase(base: String): List<CrewMember> {
        val sql = """
            SELECT staff_number, surname, rank, home_base
            FROM crew
            WHERE home_base = ?
            ORDER BY rank, surname
        """.trimIndent()
        return dataSource.connection.use { conn ->
            conn.prepareStatement(sql).use { stmt ->
                stmt.setString(1, base)
                stmt.executeQuery().use { rs ->
                    buildList {
                        while (rs.next()) {
                            add(
                                CrewMember(
                                    staffNumber = rs.getString("staff_number"),
                                    surname = rs.getString("surname"),
                                    rank = CrewRank.valueOf(rs.getString("rank")),
                                    homeBase = rs.getString("home_base"),
                                )
                            )
                        }
                    }
                }
            }
        }
    }

    fun assign(staffNumber: String, pairing: Pairing) {
        val sql = "INSERT INTO roster_assignment (staff_number, pairing_id, duty_date) VALUES (?, ?, ?)"
        dataSource.connection.use { conn ->
            conn.prepareStatement(sql).use { stmt ->
                stmt.setString(1, staffNumber)
                stmt.setString(2, pairing.pairingId)
                stmt.setObject(3, pairing.date)
                stmt.executeUpdate()
            }
        }
    }

    fun unassign(staffNumber: String, pairing: Pairing) {
        val sql = "DELETE FROM roster_assignment WHERE staff_number = ? AND pairing_id = ?"
        dataSource.connection.use { conn ->
            conn.prepareStatement(sql).use { stmt ->
                stmt.setString(1, staffNumber)
                stmt.setString(2, pairing.pairingId)
                stmt.executeUpdate()
            }
        }
    }
}
