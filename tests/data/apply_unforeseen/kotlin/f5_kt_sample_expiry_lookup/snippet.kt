// ... keep existing code

    fun findByType(type: SampleType): List<Sample> =
        store.all().filter { it.type == type }

    fun findExpiring(within: Duration, now: Instant = Instant.now()): List<Sample> =
        store.all().filter { sample ->
            val shelfLife = when (sample.type) {
                SampleType.PLASMA -> PLASMA_SHELF_LIFE
                SampleType.SERUM -> SERUM_SHELF_LIFE
                else -> return@filter false
            }
            sample.registeredAt.plus(shelfLife).isBefore(now.plus(within))
        }

    // ... keep existing code

    companion object {
        val PLASMA_SHELF_LIFE: Duration = Duration.ofDays(365)
        val SERUM_SHELF_LIFE: Duration = Duration.ofDays(730)
        const val MAX_THAW_CYCLES = 3
    }
}

// ... keep existing code
