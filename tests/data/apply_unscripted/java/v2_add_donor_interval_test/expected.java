package org.stmarys.bloodbank.donor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class DonorEligibilityCheckerTest {

    private static final LocalDate SESSION_DATE = LocalDate.of(2024, 3, 14);

    private DonorEligibilityChecker checker;

    @BeforeEach
    void setUp() {
        checker = new DonorEligibilityChecker(DeferralRules.standard());
    }

    @Test
    void acceptsHealthyFirstTimeDonor() {
        Donor donor = donor(LocalDate.of(1990, 5, 2), 72.0, 14.1);

        EligibilityDecision decision = checker.check(donor, SESSION_DATE);

        assertTrue(decision.isEligible());
        assertEquals(DeferralReason.NONE, decision.getReason());
    }

    @Test
    void defersDonorUnderMinimumAge() {
        Donor donor = donor(LocalDate.of(2007, 1, 20), 61.0, 13.8);

        EligibilityDecision decision = checker.check(donor, SESSION_DATE);

        assertFalse(decision.isEligible());
        assertEquals(DeferralReason.AGE, decision.getReason());
    }

    @Test
    void defersDonorBelowMinimumWeight() {
        Donor donor = donor(LocalDate.of(1985, 9, 11), 48.5, 13.9);

        EligibilityDecision decision = checker.check(donor, SESSION_DATE);

        assertFalse(decision.isEligible());
        assertEquals(DeferralReason.WEIGHT, decision.getReason());
    }

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

    private static Donor donor(LocalDate dateOfBirth, double weightKg, double hemoglobin) {
        Donor donor = new Donor("D-" + dateOfBirth.toEpochDay(), dateOfBirth);
        donor.setWeightKg(weightKg);
        donor.setHemoglobinGdl(hemoglobin);
        return donor;
    }
}
