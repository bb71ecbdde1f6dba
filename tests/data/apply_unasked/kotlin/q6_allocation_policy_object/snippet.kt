// ... existing code ...

object AllocationPolicy {
    // ... existing code ...

    private val restrictedStates = setOf("UT", "MS", "AL")

    // ... existing code ...

    fun canShipTo(state: String): Boolean = state.trim().uppercase() !in restrictedStates

    fun requiresLicenseCheck(state: String): Boolean = state.trim().uppercase() in setOf("PA", "NH")
}

// ... existing code ...
