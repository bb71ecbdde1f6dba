package org.citylibrary.ill.policy;

import java.time.Duration;

/**
 * Lending rules for material borrowed from partner libraries through interlibrary loan.
 * The lending library sets these; we only enforce them at our circulation desks.
 */
public enum IllLoanPolicy {

    BOOK("Book", 28, 1, 25, true),
    LARGE_PRINT("Large print book", 28, 1, 25, true),
    AUDIOBOOK_CD("Audiobook on CD", 21, 1, 25, true),
    DVD("DVD", 7, 0, 100, true),
    BLU_RAY("Blu-ray", 7, 0, 100, true),
    MICROFILM("Microfilm reel", 14, 0, 0, false),
    THESIS("Thesis or dissertation", 21, 0, 50, false);

    private final String label;
    private final int loanDays;
    private final int maxRenewals;
    private final int dailyFineCents;
    private final boolean homeUseAllowed;

    IllLoanPolicy(String label, int loanDays, int maxRenewals, int dailyFineCents, boolean homeUseAllowed) {
        this.label = label;
        this.loanDays = loanDays;
        this.maxRenewals = maxRenewals;
        this.dailyFineCents = dailyFineCents;
        this.homeUseAllowed = homeUseAllowed;
    }

    public String label() {
        return label;
    }

    public Duration loanPeriod() {
        return Duration.ofDays(loanDays);
    }

    public int maxRenewals() {
        return maxRenewals;
    }

    public int dailyFineCents() {
        return dailyFineCents;
    }

    public boolean homeUseAllowed() {
        return homeUseAllowed;
    }

    public boolean canRenew(int renewalsSoFar) {
        return renewalsSoFar < maxRenewals;
    }
}
