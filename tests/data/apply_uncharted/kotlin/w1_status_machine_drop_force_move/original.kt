package com.harborline.claims.workflow

import java.time.Instant

enum class ClaimStatus { REPORTED, UNDER_REVIEW, PENDING_INFO, APPROVED, DENIED, PAID, CLOSED, REOPENED }

data class StatusChange(
    val claimNumber: String,
    val from: ClaimStatus,
    val to: ClaimStatus,
    val changedBy: String,
    val at: Instant,
    val note: String? = null,
)

class IllegalTransitionException(from: ClaimStatus, to: ClaimStatus) :
    IllegalStateException("Cannot move claim from $from to $to")

object ClaimStatusMachine {

    private val allowed: Map<ClaimStatus, Set<ClaimStatus>> = mapOf(
        ClaimStatus.REPORTED to setOf(ClaimStatus.UNDER_REVIEW, ClaimStatus.DENIED),
        ClaimStatus.UNDER_REVIEW to setOf(ClaimStatus.PENDING_INFO, ClaimStatus.APPROVED, ClaimStatus.DENIED),
        ClaimStatus.PENDING_INFO to setOf(ClaimStatus.UNDER_REVIEW, ClaimStatus.DENIED),
        ClaimStatus.APPROVED to setOf(ClaimStatus.PAID),
        ClaimStatus.DENIED to setOf(ClaimStatus.CLOSED, ClaimStatus.REOPENED),
        ClaimStatus.PAID to setOf(ClaimStatus.CLOSED),
        ClaimStatus.CLOSED to setOf(ClaimStatus.REOPENED),
        ClaimStatus.REOPENED to setOf(ClaimStatus.UNDER_REVIEW),
    )

    fun canMove(from: ClaimStatus, to: ClaimStatus): Boolean =
        allowed[from]?.contains(to) ?: false

    fun move(
        claimNumber: String,
        from: ClaimStatus,
        to: ClaimStatus,
        changedBy: String,
        note: String? = null,
    ): StatusChange {
        if (!canMove(from, to)) {
            throw IllegalTransitionException(from, to)
        }
        if (to == ClaimStatus.DENIED && note.isNullOrBlank()) {
            throw IllegalArgumentException("A denial reason is required for claim $claimNumber")
        }
        return StatusChange(claimNumber, from, to, changedBy, Instant.now(), note)
    }

    // Bypasses the transition table. Only used by the 2019 claims-system migration scripts.
    @Deprecated("Use move(); forced moves skip validation")
    fun forceMove(
        claimNumber: String,
        from: ClaimStatus,
        to: ClaimStatus,
        changedBy: String,
        note: String? = "forced by migration",
    ): StatusChange {
        return StatusChange(claimNumber, from, to, changedBy, Instant.now(), note)
    }

    fun isTerminal(status: ClaimStatus): Boolean =
        status == ClaimStatus.CLOSED

    fun history(changes: List<StatusChange>, claimNumber: String): List<StatusChange> =
        changes.filter { it.claimNumber == claimNumber }.sortedBy { it.at }

    fun currentStatus(changes: List<StatusChange>, claimNumber: String): ClaimStatus =
        history(changes, claimNumber).lastOrNull()?.to ?: ClaimStatus.REPORTED
}
