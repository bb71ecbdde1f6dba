// ... existing code ...
    data class FnolReceived(
        override val claimId: ClaimId,
        override val occurredAt: Instant,
        val channel: String,
    ) : ClaimEvent()

    data class AdjusterAssigned(
        override val claimId: ClaimId,
        override val occurredAt: Instant,
        val adjusterId: String,
    ) : ClaimEvent()
// ... existing code ...
    fun describe(event: ClaimEvent): String = when (event) {
        is ClaimEvent.FnolReceived -> "FNOL received via ${event.channel}"
        is ClaimEvent.AdjusterAssigned -> "Assigned to adjuster ${event.adjusterId}"
// ... existing code ...
