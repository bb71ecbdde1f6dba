package com.acme.http.retry

import kotlin.math.min
import kotlin.math.pow
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
) {
    init {
        require(maxAttempts >= 1) { "maxAttempts must be at least 1" }
        require(initialDelayMs >= 0) { "initialDelayMs must not be negative" }
    }

    fun delayFor(attempt: Int): Long {
        val raw = initialDelayMs * factor.pow(attempt - 1)
        return min(raw.toLong(), maxDelayMs)
    }
}

/** Runs [block] until it succeeds or [policy] gives up, rethrowing the last failure. */
suspend fun <T> retrying(policy: RetryPolicy = RetryPolicy(), block: suspend (attempt: Int) -> T): T {
    var attempt = 1
    while (true) {
        try {
            return block(attempt)
        } catch (e: Exception) {
            if (attempt >= policy.maxAttempts) {
                throw e
            }
            delay(policy.delayFor(attempt))
            attempt++
        }
    }
}
