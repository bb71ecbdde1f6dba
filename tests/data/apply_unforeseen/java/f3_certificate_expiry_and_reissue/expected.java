package com.learnhub.certificates;

import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Optional;
import java.util.UUID;

import com.learnhub.courses.Course;
import com.learnhub.enrolment.Enrolment;
import com.learnhub.enrolment.EnrolmentRepository;

/**
 * Issues, verifies and revokes course completion certificates.
 */
public class CertificateService {

    private static final int DEFAULT_VALIDITY_DAYS = 730;

    private final CertificateRepository certificates;
    private final EnrolmentRepository enrolments;
    private final CertificateRenderer renderer;
    private final Clock clock;

    public CertificateService(CertificateRepository certificates,
                              EnrolmentRepository enrolments,
                              CertificateRenderer renderer,
                              Clock clock) {
        this.certificates = certificates;
        this.enrolments = enrolments;
        this.renderer = renderer;
        this.clock = clock;
    }

    public Certificate issue(UUID enrolmentId) {
        Enrolment enrolment = enrolments.findById(enrolmentId)
                .orElseThrow(() -> new IllegalArgumentException("Unknown enrolment " + enrolmentId));
        if (!enrolment.isCompleted()) {
            throw new IllegalStateException("Enrolment " + enrolmentId + " is not completed");
        }
        Optional<Certificate> existing = certificates.findByEnrolmentId(enrolmentId)
                .filter(c -> !c.isRevoked());
        if (existing.isPresent()) {
            return existing.get();
        }
        Course course = enrolment.getCourse();
        Instant issuedAt = clock.instant();
        Certificate certificate = new Certificate(
                UUID.randomUUID(),
                enrolment.getStudentId(),
                course.getId(),
                issuedAt,
                issuedAt.plus(validityDays(course), ChronoUnit.DAYS));
        certificates.save(certificate);
        renderer.renderAsync(certificate);
        return certificate;
    }

    public boolean verify(UUID certificateId) {
        Optional<Certificate> certificate = certificates.findById(certificateId);
        if (certificate.isEmpty()) {
            return false;
        }
        Certificate found = certificate.get();
        return !found.isRevoked() && found.getExpiresAt().isAfter(clock.instant());
    }

    public void revoke(UUID certificateId, String reason) {
        Certificate certificate = certificates.findById(certificateId)
                .orElseThrow(() -> new IllegalArgumentException("Unknown certificate " + certificateId));
        if (certificate.isRevoked()) {
            return;
        }
        certificate.revoke(reason, clock.instant());
        certificates.save(certificate);
    }

    private int validityDays(Course course) {
        return course.getCertificateValidityDays() > 0
                ? course.getCertificateValidityDays()
                : DEFAULT_VALIDITY_DAYS;
    }
}
