// ... existing code ...

final case class EnrolmentCompleted(
    enrolmentId: UUID,
    finalGrade: BigDecimal,
    occurredAt: Instant
) extends EnrolmentEvent

final case class CertificateIssued(
    enrolmentId: UUID,
    certificateId: UUID,
    occurredAt: Instant
) extends EnrolmentEvent

// ... existing code ...

  implicit val enrolmentCompletedEncoder: Encoder[EnrolmentCompleted] = Encoder.instance { e =>
    Json.obj(
      "type" -> "enrolment_completed".asJson,
      "enrolmentId" -> e.enrolmentId.asJson,
      "finalGrade" -> e.finalGrade.asJson,
      "occurredAt" -> e.occurredAt.asJson
    )
  }

  implicit val certificateIssuedEncoder: Encoder[CertificateIssued] = Encoder.instance { e =>
    Json.obj(
      "type" -> "certificate_issued".asJson,
      "enrolmentId" -> e.enrolmentId.asJson,
      "certificateId" -> e.certificateId.asJson,
      "occurredAt" -> e.occurredAt.asJson
    )
  }

// ... existing code ...
    case e: EnrolmentCompleted => e.asJson
    case e: CertificateIssued  => e.asJson
    case e: EnrolmentRefunded  => e.asJson
  }
}
