package com.learnhub.certificates

import java.time.Clock
import java.time.Instant
import org.slf4j.LoggerFactory

const val PASSING_SCORE = 70

class CertificatePreviewer(
    private val renderer: CertificateRenderer,
) {
    private val log = LoggerFactory.getLogger(CertificatePreviewer::class.java)

    fun preview(progress: CourseProgress): ByteArray? {
        if (!isEligible(progress)) {
            log.debug("Preview requested for ineligible student {}", progress.studentId)
            return null
        }
        return renderer.render(progress.studentName, progress.courseTitle, watermark = "PREVIEW")
    }

    private fun isEligible(progress: CourseProgress): Boolean =
        progress.completedLessons >= progress.totalLessons &&
            progress.finalQuizScore >= PASSING_SCORE
}

class CertificateIssuer(
    private val repository: CertificateRepository,
    private val numbers: CertificateNumberGenerator,
    private val renderer: CertificateRenderer,
    private val clock: Clock,
) {
    private val log = LoggerFactory.getLogger(CertificateIssuer::class.java)

    fun issue(progress: CourseProgress): Certificate {
        repository.findByStudentAndCourse(progress.studentId, progress.courseId)?.let { return it }
        if (!isEligible(progress)) {
            throw NotEligibleException(progress.studentId, progress.courseId)
        }
        val certificate = Certificate(
            number = numbers.next(progress.courseId),
            studentId = progress.studentId,
            courseId = progress.courseId,
            issuedAt = Instant.now(clock),
            pdf = renderer.render(progress.studentName, progress.courseTitle, watermark = null),
        )
        repository.save(certificate)
        log.info("Issued certificate {} to {}", certificate.number, certificate.studentId)
        return certificate
    }

    private fun isEligible(progress: CourseProgress): Boolean =
        progress.completedLessons >= progress.totalLessons &&
            progress.finalQuizScore >= PASSING_SCORE

    fun revoke(number: String, reason: String) {
        val certificate = repository.findByNumber(number) ?: return
        repository.save(certificate.copy(revokedAt = Instant.now(clock), revokedReason = reason))
        log.warn("Revoked certificate {}: {}", number, reason)
    }
}

class NotEligibleException(studentId: String, courseId: String) :
    IllegalStateException("Student $studentId has not met the requirements of course $courseId")
