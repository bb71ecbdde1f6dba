public class AdjusterVisitScheduler {

    // ... existing code ...

    private final VisitRepository visits;
    private final AdjusterDirectory adjusters;
    private final FraudHoldRegistry fraudHolds;

    public AdjusterVisitScheduler(VisitRepository visits, AdjusterDirectory adjusters, FraudHoldRegistry fraudHolds) {
        this.visits = visits;
        this.adjusters = adjusters;
        this.fraudHolds = fraudHolds;
    }

    public Visit schedule(String claimId, String adjusterId, LocalDate date) {
        if (fraudHolds.isHeld(claimId)) {
            throw new SchedulingException("Claim " + claimId + " is on fraud hold; field visits need SIU sign-off");
        }
        // ... existing code ...
    }

    // ... existing code ...
}
