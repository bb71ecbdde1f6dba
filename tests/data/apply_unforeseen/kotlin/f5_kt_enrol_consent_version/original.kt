package org.meridianlab.trials.enrolment

import java.time.Clock
import java.time.LocalDate
import org.meridianlab.trials.enrolment.model.Enrolment
import org.meridianlab.trials.enrolment.model.Participant
import org.meridianlab.trials.enrolment.model.RandomisationArm
import org.meridianlab.trials.enrolment.repo.EnrolmentRepository

sealed class EnrolmentResult {
    data class Enrolled(val enrolment: Enrolment) : EnrolmentResult()
    data class Rejected(val participantId: String, val reason: String) : EnrolmentResult()
}

class EnrolmentService(
    private val repository: EnrolmentRepository,
    private val randomiser: (String) -> RandomisationArm,
    private val clock: Clock = Clock.systemUTC(),
) {

    fun enrol(participant: Participant, siteId: String): EnrolmentResult {
        if (!participant.consentSigned) {
            return EnrolmentResult.Rejected(participant.id, "informed consent not signed")
        }
        if (repository.existsForParticipant(participant.id)) {
            return EnrolmentResult.Rejected(participant.id, "already enrolled")
        }
        val arm = randomiser(siteId)
        val enrolment = Enrolment(
            participantId = participant.id,
            siteId = siteId,
            arm = arm,
            enrolledOn = LocalDate.now(clock),
        )
        repository.save(enrolment)
        return EnrolmentResult.Enrolled(enrolment)
    }

    fun enrolBatch(participants: List<Participant>, siteId: String): List<EnrolmentResult> =
        participants.map { enrol(it, siteId) }

    fun withdraw(participantId: String, reason: String) {
        val enrolment = repository.findByParticipant(participantId)
            ?: throw IllegalArgumentException("no enrolment for $participantId")
        repository.save(enrolment.copy(withdrawnOn = LocalDate.now(clock), withdrawalReason = reason))
    }

    fun countBySite(siteId: String): Int =
        repository.findBySite(siteId).count { it.withdrawnOn == null }
}
