    fun assignReferee(
        match: Match,
        pool: List<Referee>,
        excluded: Set<RefereeId> = emptySet(),
    ): Referee? {
        val eligible = pool
            .filter { it.id !in excluded }
            .filter { it.homeRegion != match.region }
            // ... existing filters ...
        return eligible.minByOrNull { it.lastAssigned ?: LocalDate.MIN }
    }

    fun assignRound(matches: List<Match>, pool: List<Referee>): List<Assignment> {
        // ... existing code ...
        for (match in matches.sortedByDescending { it.isDerby }) {
            val referee = assignReferee(match, pool, excluded = used) ?: continue
            used += referee.id
            val fourth = pool.firstOrNull { it.id !in used }
            fourth?.let { used += it.id }
            // ... existing code ...
