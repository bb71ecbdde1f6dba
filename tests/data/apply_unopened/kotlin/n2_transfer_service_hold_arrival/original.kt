package org.riverton.library.transfers

import java.time.Clock
import java.time.Duration
import java.time.Instant
import org.slf4j.LoggerFactory

class TransferService(
    private val repository: TransferRepository,
    private val inventory: InventoryClient,
    private val clock: Clock,
) {
    private val log = LoggerFactory.getLogger(TransferService::class.java)

    fun request(itemBarcode: String, fromBranch: String, toBranch: String, reason: TransferReason): Transfer {
        require(fromBranch != toBranch) { "Source and destination branch are the same: $fromBranch" }
        val item = inventory.findByBarcode(itemBarcode)
            ?: throw ItemNotFoundException(itemBarcode)
        check(item.currentBranch == fromBranch) {
            "Item $itemBarcode is at ${item.currentBranch}, not $fromBranch"
        }
        val transfer = Transfer(
            id = TransferId.next(),
            itemBarcode = itemBarcode,
            fromBranch = fromBranch,
            toBranch = toBranch,
            reason = reason,
            status = TransferStatus.REQUESTED,
            requestedAt = clock.instant(),
        )
        repository.save(transfer)
        log.info("Transfer {} requested: {} {} -> {}", transfer.id, itemBarcode, fromBranch, toBranch)
        return transfer
    }

    fun dispatch(id: TransferId, vanRun: String): Transfer {
        val transfer = repository.get(id)
        check(transfer.status == TransferStatus.REQUESTED) { "Transfer $id is ${transfer.status}" }
        val updated = transfer.copy(
            status = TransferStatus.IN_TRANSIT,
            vanRun = vanRun,
            dispatchedAt = clock.instant(),
        )
        repository.save(updated)
        inventory.markInTransit(transfer.itemBarcode)
        return updated
    }

    fun receive(id: TransferId, receivedBy: String): Transfer {
        val transfer = repository.get(id)
        check(transfer.status == TransferStatus.IN_TRANSIT) { "Transfer $id is ${transfer.status}" }
        val updated = transfer.copy(
            status = TransferStatus.RECEIVED,
            receivedBy = receivedBy,
            receivedAt = clock.instant(),
        )
        repository.save(updated)
        inventory.moveTo(transfer.itemBarcode, transfer.toBranch)
        return updated
    }

    fun overdueInTransit(maxDays: Long = 5): List<Transfer> {
        val cutoff: Instant = clock.instant().minus(Duration.ofDays(maxDays))
        return repository.findByStatus(TransferStatus.IN_TRANSIT)
            .filter { t -> t.dispatchedAt?.isBefore(cutoff) == true }
            .sortedBy { it.dispatchedAt }
    }
}
