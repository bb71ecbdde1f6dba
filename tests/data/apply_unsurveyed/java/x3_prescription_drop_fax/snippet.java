// ... existing code ...

        Prescription renewed = current.withRefills(current.getRefillsRemaining() + additionalRefills)
                .withExpiresOn(LocalDate.now(clock).plusYears(1));
        return prescriptionRepository.save(renewed);
    }

    // ... removed deprecated faxToPharmacy() ...

    public ErxSubmission sendToPharmacy(long prescriptionId) {
// ... existing code ...
