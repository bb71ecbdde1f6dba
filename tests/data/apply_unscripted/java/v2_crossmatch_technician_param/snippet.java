    // ... existing code ...

    /**
     * Serological (IAT) crossmatch, required when the antibody screen is positive.
     */
    public CrossmatchResult serologicalCrossmatch(PatientSample sample, BloodUnit unit, Agglutination reading,
                                                  String technicianId) {
        boolean compatible = reading == Agglutination.NONE;
        CrossmatchResult result = new CrossmatchResult(sample.getSampleId(), unit.getUnitNumber(),
                CrossmatchMethod.IAT, compatible, Instant.now(clock));
        result.setPerformedBy(technicianId);
        crossmatches.save(result);
        if (!compatible) {
            LOG.warning("Incompatible IAT crossmatch for unit " + unit.getUnitNumber()
                    + " against sample " + sample.getSampleId() + " (read by " + technicianId + ")");
        }
        return result;
    }

    // ... existing code ...
