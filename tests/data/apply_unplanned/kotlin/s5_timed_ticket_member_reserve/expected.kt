package org.northfieldnhm.ticketing

import java.time.Clock
import java.time.Duration
import java.time.Instant
import java.util.UUID

data class TimeSlot(
    val id: String,
    val gallery: String,
    val startsAt: Instant,
    val capacity: Int,
)

data class Hold(
    val id: String,
    val slotId: String,
    val visitors: Int,
    val expiresAt: Instant,
    val memberId: String? = null,
)

class SlotFullException(slotId: String, requested: Int, left: Int) :
    RuntimeException("Slot $slotId has $left seats left, $requested requested")

class TimedTicketService(
    private val slots: Map<String, TimeSlot>,
    private val clock: Clock = Clock.systemUTC(),
    private val holdDuration: Duration = Duration.ofMinutes(10),
) {
    private val holds = mutableMapOf<String, Hold>()

    fun availableSeats(slotId: String): Int {
        val slot = slots[slotId] ?: error("Unknown slot $slotId")
        val now = clock.instant()
        val held = holds.values
            .filter { it.slotId == slotId && it.expiresAt.isAfter(now) }
            .sumOf { it.visitors }
        return slot.capacity - held
    }

    fun reserve(slotId: String, visitors: Int, memberId: String? = null): Hold {
        require(visitors in 1..10) { "A single order covers 1 to 10 visitors" }
        val left = availableSeats(slotId)
        if (visitors > left) {
            throw SlotFullException(slotId, visitors, left)
        }
        val duration = if (memberId != null) holdDuration.multipliedBy(2) else holdDuration
        val hold = Hold(
            id = UUID.randomUUID().toString(),
            slotId = slotId,
            visitors = visitors,
            expiresAt = clock.instant().plus(duration),
            memberId = memberId,
        )
        holds[hold.id] = hold
        return hold
    }

    fun extend(holdId: String): Hold {
        val hold = holds[holdId] ?: error("Unknown hold $holdId")
        val extended = hold.copy(expiresAt = clock.instant().plus(holdDuration))
        holds[holdId] = extended
        return extended
    }

    fun cancel(holdId: String): Boolean {
        return holds.remove(holdId) != null
    }

    fun purgeExpired(): Int {
        val now = clock.instant()
        val expired = holds.values.filter { !it.expiresAt.isAfter(now) }.map { it.id }
        expired.forEach { holds.remove(it) }
        return expired.size
    }

    fun holdsFor(slotId: String): List<Hold> =
        holds.values.filter { it.slotId == slotId }.sortedBy { it.expiresAt }
}
