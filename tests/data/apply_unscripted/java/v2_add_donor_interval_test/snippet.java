    // ... existing code ...

    @Test
    void defersDonorWithLowHemoglobin() {
        Donor donor = donor(LocalDate.of(1979, 12, 30), 80.0, 12.1);

        EligibilityDecision decision = checker.check(donor, SESSION_DATE);

        assertFalse(decision.isEligible());
        assertEquals(DeferralReason.HEMOGLOBIN, decision.getReason());
    }

    @Test
    void defersDonorWhoDonatedWithinTwelveWeeks() {
        Donor donor = donor(LocalDate.of(1992, 7, 8), 75.0, 14.4);
        donor.setLastDonationDate(SESSION_DATE.minusWeeks(8));

        EligibilityDecision decision = checker.check(donor, SESSION_DATE);

        assertFalse(decision.isEligible());
        assertEquals(DeferralReason.DONATION_INTERVAL, decision.getReason());
    }

    // ... existing code ...
