package com.forgeworks.buildfarm.queue

import java.time.Instant
import java.util.UUID

enum class Platform { WIN64, PS5, XSX, SWITCH, LINUX_SERVER }

enum class JobKind { NIGHTLY, CONTINUOUS, RELEASE_CANDIDATE, HOTFIX }

data class BuildJob(
    val id: UUID = UUID.randomUUID(),
    val branch: String,
    val changelist: Int,
    val platform: Platform,
    val kind: JobKind,
    val submittedAt: Instant = Instant.now(),
)

data class BuildAgent(
    val hostname: String,
    val platforms: Set<Platform>,
    val hasDevkit: Boolean,
)

class BuildQueue(private val log: (String) -> Unit = ::println) {
    private val jobs = mutableListOf<BuildJob>()
    private val running = mutableMapOf<UUID, String>()
    private val order = compareBy<BuildJob> { weight(it.kind) }.thenBy { it.submittedAt }

    @Synchronized
    fun submit(job: BuildJob) {
        val superseded = jobs.any {
            it.branch == job.branch && it.platform == job.platform && it.changelist >= job.changelist
        }
        if (superseded) {
            log("skipping ${job.branch}@${job.changelist} (${job.platform}): newer change already queued")
            return
        }
        jobs.removeAll { it.branch == job.branch && it.platform == job.platform && it.kind == JobKind.CONTINUOUS }
        jobs.add(job)
    }

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

    @Synchronized
    fun complete(jobId: UUID) {
        val host = running.remove(jobId) ?: return
        log("job $jobId finished on $host")
    }

    @Synchronized
    fun pendingFor(agent: BuildAgent): Int =
        jobs.count { it.platform in agent.platforms && (agent.hasDevkit || !requiresDevkit(it)) }

    private fun requiresDevkit(job: BuildJob): Boolean =
        job.kind in DEVKIT_KINDS && job.platform != Platform.LINUX_SERVER

    private fun weight(kind: JobKind): Int = when (kind) {
        JobKind.HOTFIX -> 0
        JobKind.RELEASE_CANDIDATE -> 1
        JobKind.CONTINUOUS -> 2
        JobKind.NIGHTLY -> 3
    }

    companion object {
        private val DEVKIT_KINDS = setOf(JobKind.RELEASE_CANDIDATE, JobKind.HOTFIX)
    }
}
