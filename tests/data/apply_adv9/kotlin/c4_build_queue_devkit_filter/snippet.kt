// ... existing code ...

    @Synchronized
    fun nextFor(agent: BuildAgent): BuildJob? {
        val candidate = jobs
            .sortedWith(order)
            .firstOrNull { job -> job.platform in agent.platforms && (agent.hasDevkit || !requiresDevkit(job)) }
            ?: return null
        jobs.remove(candidate)
        running[candidate.id] = agent.hostname
        log("assigned ${candidate.kind} ${candidate.branch}@${candidate.changelist} (${candidate.platform}) to ${agent.hostname}")
        return candidate
    }

// ... existing code ...
