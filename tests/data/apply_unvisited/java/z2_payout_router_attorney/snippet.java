// ... existing code ...

    private ApprovalTier routeLiability(Claim claim, BigDecimal amount) {
        if (claim.isFlaggedForFraud() || claim.hasAttorneyRepresentation()) {
            return ApprovalTier.SPECIAL_INVESTIGATIONS;
        }
        // ... existing code ...
    }
}
