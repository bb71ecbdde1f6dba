package com.northbridge.claims.assignment

import java.time.Clock
import java.time.DayOfWeek
import java.time.Duration
import java.time.ZonedDateTime

import com.northbridge.claims.model.Claim
import com.northbridge.claims.model.ClaimId
import com.northbridge.claims.model.Severity

data class Assignment(val claimId: ClaimId, val adjusterId: String?, val queue: String)

class AdjusterRouter(
    private val directory: AdjusterDirectory,
    private val clock: Clock,
) {
    fun route(claim: Claim): Assignment {
        val now = ZonedDateTime.now(clock)
        if (claim.severity == Severity.CATASTROPHIC) {
            return Assignment(claim.id, null, CAT_QUEUE)
        }
        if (!isBusinessHours(now)) {
            return Assignment(claim.id, null, AFTER_HOURS_QUEUE)
        }
        val adjuster = directory.available(claim.region)
            .filter { it.openClaims < MAX_OPEN_CLAIMS }
            .minByOrNull { it.openClaims }
        return if (adjuster != null) {
            Assignment(claim.id, adjuster.id, "direct")
        } else {
            Assignment(claim.id, null, "${claim.region.code}-overflow")
        }
    }

    private fun isBusinessHours(now: ZonedDateTime): Boolean =
        now.dayOfWeek !in WEEKEND && now.hour in BUSINESS_HOURS

    companion object {
        private val WEEKEND = setOf(DayOfWeek.SATURDAY, DayOfWeek.SUNDAY)
        private val BUSINESS_HOURS = 8 until 18
        private const val MAX_OPEN_CLAIMS = 40
        private const val CAT_QUEUE = "cat-response"
        private const val AFTER_HOURS_QUEUE = "after-hours"
    }
}

class ContactSlaTracker(private val clock: Clock) {
    fun firstContactDue(assignedAt: ZonedDateTime): ZonedDateTime {
        var due = assignedAt.plus(FIRST_CONTACT_SLA)
        while (due.dayOfWeek in WEEKEND || due.hour !in BUSINESS_HOURS) {
            due = due.plusHours(1)
        }
        return due
    }

    fun isBreached(assignedAt: ZonedDateTime, contacted: Boolean): Boolean =
        !contacted && ZonedDateTime.now(clock).isAfter(firstContactDue(assignedAt))

    companion object {
        private val WEEKEND = setOf(DayOfWeek.SATURDAY, DayOfWeek.SUNDAY)
        private val BUSINESS_HOURS = 8 until 18
        private val FIRST_CONTACT_SLA: Duration = Duration.ofHours(24)
    }
}
