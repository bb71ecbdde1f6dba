package com.tablebite.inventory

import java.math.BigDecimal
import java.time.Clock
import java.time.Instant

enum class MovementType { RECEIVED, CONSUMED, WASTED, ADJUSTED }

data class StockMovement(
    val storeId: Long,
    val sku: String,
    val type: MovementType,
    val quantity: BigDecimal,
    val at: Instant,
    val note: String? = null,
)

interface StockRepository {
    fun movementsFor(storeId: Long, sku: String): List<StockMovement>
    fun reservedFor(storeId: Long, sku: String): BigDecimal
    fun append(movement: StockMovement)
}

class StockLedger(
    private val storeId: Long,
    private val repository: StockRepository,
    private val clock: Clock,
) {
    fun receive(sku: String, quantity: BigDecimal, supplierInvoice: String) {
        require(quantity > BigDecimal.ZERO) { "received quantity must be positive" }
        record(sku, MovementType.RECEIVED, quantity, "invoice $supplierInvoice")
    }

    fun consume(sku: String, quantity: BigDecimal, orderId: String) {
        record(sku, MovementType.CONSUMED, quantity.negate(), "order $orderId")
    }

    fun waste(sku: String, quantity: BigDecimal, reason: String) {
        record(sku, MovementType.WASTED, quantity.negate(), reason)
    }

    fun balance(sku: String): BigDecimal =
        repository.movementsFor(storeId, sku)
            .fold(BigDecimal.ZERO) { acc, m -> acc + m.quantity }

    private fun record(sku: String, type: MovementType, quantity: BigDecimal, note: String) {
        repository.append(StockMovement(storeId, sku, type, quantity, clock.instant(), note))
    }
}

class StockLedgerReport(
    private val storeId: Long,
    private val repository: StockRepository,
) {
    fun balance(sku: String): BigDecimal =
        repository.movementsFor(storeId, sku)
            .fold(BigDecimal.ZERO) { acc, m -> acc + m.quantity }

    fun wastePercentage(sku: String): BigDecimal {
        val movements = repository.movementsFor(storeId, sku)
        val received = movements.filter { it.type == MovementType.RECEIVED }
            .fold(BigDecimal.ZERO) { acc, m -> acc + m.quantity }
        val wasted = movements.filter { it.type == MovementType.WASTED }
            .fold(BigDecimal.ZERO) { acc, m -> acc - m.quantity }
        if (received.signum() == 0) return BigDecimal.ZERO
        return wasted.multiply(BigDecimal(100)).divide(received, 2, java.math.RoundingMode.HALF_UP)
    }
}
