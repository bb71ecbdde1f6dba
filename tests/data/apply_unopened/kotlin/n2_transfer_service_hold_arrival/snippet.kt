// ... keep existing code

class TransferService(
    private val repository: TransferRepository,
    private val inventory: InventoryClient,
    private val holds: HoldNotifier,
    private val clock: Clock,
) {
    // ... keep existing code

    fun receive(id: TransferId, receivedBy: String): Transfer {
        // ... keep existing code
        inventory.moveTo(transfer.itemBarcode, transfer.toBranch)
        if (transfer.reason == TransferReason.HOLD) {
            holds.itemArrived(transfer.itemBarcode, transfer.toBranch)
        }
        return updated
    }

    // ... keep existing code
}
