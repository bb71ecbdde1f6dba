package io.learnhub.enrolment.events

import java.time.Instant
import java.util.UUID

import io.circe.{Encoder, Json}
import io.circe.syntax._

sealed trait EnrolmentEvent {
  def enrolmentId: UUID
  def occurredAt: Instant
}

final case class StudentEnrolled(
    enrolmentId: UUID,
    studentId: UUID,
    courseId: UUID,
    pricePaidCents: Long,
    occurredAt: Instant
) extends EnrolmentEvent

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

final case class EnrolmentRefunded(
    enrolmentId: UUID,
    refundedCents: Long,
    reason: String,
    occurredAt: Instant
) extends EnrolmentEvent

object EnrolmentEvent {

  implicit val studentEnrolledEncoder: Encoder[StudentEnrolled] = Encoder.instance { e =>
    Json.obj(
      "type" -> "student_enrolled".asJson,
      "enrolmentId" -> e.enrolmentId.asJson,
      "studentId" -> e.studentId.asJson,
      "courseId" -> e.courseId.asJson,
      "pricePaidCents" -> e.pricePaidCents.asJson,
      "occurredAt" -> e.occurredAt.asJson
    )
  }

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

  implicit val enrolmentRefundedEncoder: Encoder[EnrolmentRefunded] = Encoder.instance { e =>
    Json.obj(
      "type" -> "enrolment_refunded".asJson,
      "enrolmentId" -> e.enrolmentId.asJson,
      "refundedCents" -> e.refundedCents.asJson,
      "reason" -> e.reason.asJson,
      "occurredAt" -> e.occurredAt.asJson
    )
  }

  implicit val encoder: Encoder[EnrolmentEvent] = Encoder.instance {
    case e: StudentEnrolled    => e.asJson
    case e: EnrolmentCompleted => e.asJson
    case e: CertificateIssued  => e.asJson
    case e: EnrolmentRefunded  => e.asJson
  }
}
