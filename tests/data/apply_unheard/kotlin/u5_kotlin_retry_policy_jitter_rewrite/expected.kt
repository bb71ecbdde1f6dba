package com.acme.http.retry

import java.io.IOException
import kotlin.coroutines.cancellation.CancellationException
import kotlin.math.min
import kotlin.math.pow
import kotlin.random.Random
import kotlinx.coroutines.delay

/**
 * Exponential backoff settings for outgoing HTTP calls.
 *
 * Attempts are numbered from 1; [delayFor] gives the pause after a failed attempt.
 */
data class RetryPolicy(
    val maxAttempts: Int = 3,
    val initialDelayMs: Long = 200,
    val maxDelayMs: Long = 5_000,
    val factor: Double = 2.0,
    val jitter: Double = 0.1,
    val retryOn: (Throwable) -> Boolean = { it is IOException },
) {
    init {
        require(maxAttempts >= 1) { "maxAttempts must be at least 1" }
        require(initialDelayMs >= 0) { "initialDelayMs must not be negative" }
        require(jitter in 0.0..1.0) { "jitter must be between 0 and 1" }
    }

    fun delayFor(attempt: Int, random: Random = Random.Default): Long {
        val raw = initialDelayMs * factor.pow(attempt - 1)
        val capped = min(raw.toLong(), maxDelayMs)
        val spread = (capped * jitter).toLong()
        return if (spread == 0L) capped else capped - spread + random.nextLong(2 * spread + 1)
    }
}

/** Runs [block] until it succeeds or [policy] gives up, rethrowing the last failure. */
suspend fun <T> retrying(policy: RetryPolicy = RetryPolicy(), block: suspend (attempt: Int) -> T): T {
    var attempt = 1
    while (true) {
        try {
            return block(attempt)
        } catch (e: CancellationException) {
            throw e
        } catch (e: Exception) {
            if (attempt >= policy.maxAttempts || !policy.retryOn(e)) {
                throw e
            }
            delay(policy.delayFor(attempt))
            attempt++
        }
    }
}
