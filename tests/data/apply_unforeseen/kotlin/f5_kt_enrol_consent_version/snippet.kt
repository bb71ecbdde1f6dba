// ... existing code ...

    fun enrol(participant: Participant, siteId: String, consentVersion: String): EnrolmentResult {
        if (!participant.consentSigned) {
            return EnrolmentResult.Rejected(participant.id, "informed consent not signed")
        }
        if (participant.consentVersion != consentVersion) {
            return EnrolmentResult.Rejected(
                participant.id,
                "consent version ${participant.consentVersion} is not current ($consentVersion)",
            )
        }
        // ... existing code ...
        val enrolment = Enrolment(
            participantId = participant.id,
            siteId = siteId,
            arm = arm,
            enrolledOn = LocalDate.now(clock),
            consentVersion = consentVersion,
        )
        repository.save(enrolment)
        return EnrolmentResult.Enrolled(enrolment)
    }

    fun enrolBatch(participants: List<Participant>, siteId: String, consentVersion: String): List<EnrolmentResult> =
        participants.map { enrol(it, siteId, consentVersion) }

// ... existing code ...
