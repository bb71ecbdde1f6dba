// ... existing code ...

class CertificateIssuer(
    private val repository: CertificateRepository,
    private val numbers: CertificateNumberGenerator,
    private val renderer: CertificateRenderer,
    private val clock: Clock,
) {
    // ... existing code ...

    private fun isEligible(progress: CourseProgress): Boolean =
        progress.completedLessons >= progress.totalLessons &&
            progress.finalQuizScore >= PASSING_SCORE &&
            !progress.hasOpenPlagiarismFlag

    // ... existing code ...
}

// ... existing code ...
