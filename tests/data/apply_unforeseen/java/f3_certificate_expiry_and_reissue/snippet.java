/* snip */

    public Certificate issue(UUID enrolmentId) {
        /* snip */
        Optional<Certificate> existing = certificates.findByEnrolmentId(enrolmentId)
                .filter(c -> !c.isRevoked());
        if (existing.isPresent()) {
            return existing.get();
        }
        /* snip */
    }

    public boolean verify(UUID certificateId) {
        Optional<Certificate> certificate = certificates.findById(certificateId);
        if (certificate.isEmpty()) {
            return false;
        }
        Certificate found = certificate.get();
        return !found.isRevoked() && found.getExpiresAt().isAfter(clock.instant());
    }

/* snip */
