package io.stockpile.inventory

import java.time.Clock
import java.time.Duration
import java.time.Instant
import java.util.UUID
import java.util.concurrent.ConcurrentHashMap

data class Reservation(
    val id: UUID,
    val sku: String,
    val quantity: Int,
    val expiresAt: Instant,
)

class InsufficientStockException(sku: String, requested: Int, available: Int) :
    RuntimeException("Cannot reserve $requested of $sku: only $available available")

class StockService(
    private val clock: Clock = Clock.systemUTC(),
    private val defaultHold: Duration = Duration.ofMinutes(15),
) {
    private val onHand = ConcurrentHashMap<String, Int>()
    private val reservations = ConcurrentHashMap<UUID, Reservation>()

    fun receive(sku: String, quantity: Int) {
        require(quantity > 0) { "quantity must be positive" }
        onHand.merge(sku, quantity, Int::plus)
    }

    fun available(sku: String): Int {
        purgeExpired()
        val held = reservations.values.filter { it.sku == sku }.sumOf { it.quantity }
        return (onHand[sku] ?: 0) - held
    }

    @Synchronized
    fun reserve(sku: String, quantity: Int): Reservation {
        require(quantity > 0) { "quantity must be positive" }
        val free = available(sku)
        if (free < quantity) throw InsufficientStockException(sku, quantity, free)
        val reservation = Reservation(
            id = UUID.randomUUID(),
            sku = sku,
            quantity = quantity,
            expiresAt = clock.instant().plus(defaultHold),
        )
        reservations[reservation.id] = reservation
        return reservation
    }

    @Synchronized
    fun commit(reservationId: UUID) {
        val reservation = reservations.remove(reservationId)
            ?: throw IllegalStateException("Reservation $reservationId not found or expired")
        onHand.computeIfPresent(reservation.sku) { _, qty -> qty - reservation.quantity }
    }

    fun release(reservationId: UUID) {
        reservations.remove(reservationId)
    }

    fun extend(reservationId: UUID): Reservation? =
        reservations.computeIfPresent(reservationId) { _, r -> r.copy(expiresAt = clock.instant().plus(defaultHold)) }

    private fun purgeExpired() {
        val now = clock.instant()
        reservations.values.removeIf { it.expiresAt <= now }
    }
}
