// ... existing code ...

public class ClaimSubmissionService {

    private static final Logger log = LoggerFactory.getLogger(ClaimSubmissionService.class);
    private static final int MAX_LINES_PER_CLAIM = 8;
    private static final int MAX_RESUBMISSIONS = 2;

    // ... existing code ...

    public Claim resubmit(long claimId, String reason) {
        Claim claim = claimRepository.findById(claimId)
                .orElseThrow(() -> new ClaimNotFoundException(claimId));
        if (claim.getStatus() != ClaimStatus.DENIED) {
            throw new IllegalStateException("Only denied claims can be resubmitted: " + claimId);
        }
        if (claim.getResubmissionCount() >= MAX_RESUBMISSIONS) {
            throw new IllegalStateException("Claim " + claimId + " was already resubmitted "
                    + MAX_RESUBMISSIONS + " times");
        }
        claim.setResubmissionCount(claim.getResubmissionCount() + 1);
        claim.addNote("Resubmitted: " + reason);
        return submit(claim);
    }
}
