class StockLedger(
    private val storeId: Long,
    private val repository: StockRepository,
    private val clock: Clock,
) {
    // ... existing code ...

    /** On-hand stock minus what open kitchen tickets have already reserved. */
    fun balance(sku: String): BigDecimal =
        repository.movementsFor(storeId, sku)
            .fold(BigDecimal.ZERO) { acc, m -> acc + m.quantity }
            .minus(repository.reservedFor(storeId, sku))

    // ... existing code ...
}
