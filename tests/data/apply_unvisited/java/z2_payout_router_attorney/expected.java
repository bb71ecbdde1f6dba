package com.northbridge.claims.payout;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.util.Objects;

import com.northbridge.claims.model.Claim;

/**
 * Decides which approval tier a payout must pass through before funds are released.
 * Thresholds are per line of business; anything flagged by fraud scoring goes to SIU first.
 */
public final class PayoutApprovalRouter {

    private static final BigDecimal AUTO_DESK_LIMIT = new BigDecimal("5000.00");
    private static final BigDecimal PROPERTY_DESK_LIMIT = new BigDecimal("10000.00");
    private static final BigDecimal LIABILITY_DESK_LIMIT = new BigDecimal("2500.00");

    private final Clock clock;
    private final ApprovalAuditLog auditLog;

    public PayoutApprovalRouter(Clock clock, ApprovalAuditLog auditLog) {
        this.clock = Objects.requireNonNull(clock, "clock");
        this.auditLog = Objects.requireNonNull(auditLog, "auditLog");
    }

    public ApprovalTier route(Claim claim, BigDecimal amount) {
        ApprovalTier tier;
        switch (claim.getLineOfBusiness()) {
            case AUTO:
                tier = routeAuto(claim, amount);
                break;
            case PROPERTY:
                tier = routeProperty(claim, amount);
                break;
            case LIABILITY:
                tier = routeLiability(claim, amount);
                break;
            default:
                tier = ApprovalTier.CLAIMS_MANAGER;
        }
        auditLog.record(claim.getId(), amount, tier, Instant.now(clock));
        return tier;
    }

    private ApprovalTier routeAuto(Claim claim, BigDecimal amount) {
        if (claim.isFlaggedForFraud()) {
            return ApprovalTier.SPECIAL_INVESTIGATIONS;
        }
        if (amount.compareTo(AUTO_DESK_LIMIT) <= 0) {
            return ApprovalTier.DESK_ADJUSTER;
        }
        if (amount.compareTo(AUTO_DESK_LIMIT.multiply(BigDecimal.TEN)) <= 0) {
            return ApprovalTier.SENIOR_ADJUSTER;
        }
        return ApprovalTier.CLAIMS_MANAGER;
    }

    private ApprovalTier routeProperty(Claim claim, BigDecimal amount) {
        if (claim.isFlaggedForFraud()) {
            return ApprovalTier.SPECIAL_INVESTIGATIONS;
        }
        if (amount.compareTo(PROPERTY_DESK_LIMIT) <= 0) {
            return ApprovalTier.DESK_ADJUSTER;
        }
        if (amount.compareTo(PROPERTY_DESK_LIMIT.multiply(BigDecimal.TEN)) <= 0) {
            return ApprovalTier.SENIOR_ADJUSTER;
        }
        return ApprovalTier.CLAIMS_MANAGER;
    }

    private ApprovalTier routeLiability(Claim claim, BigDecimal amount) {
        if (claim.isFlaggedForFraud() || claim.hasAttorneyRepresentation()) {
            return ApprovalTier.SPECIAL_INVESTIGATIONS;
        }
        if (amount.compareTo(LIABILITY_DESK_LIMIT) <= 0) {
            return ApprovalTier.DESK_ADJUSTER;
        }
        if (amount.compareTo(LIABILITY_DESK_LIMIT.multiply(BigDecimal.TEN)) <= 0) {
            return ApprovalTier.SENIOR_ADJUSTER;
        }
        return ApprovalTier.CLAIMS_MANAGER;
    }
}
