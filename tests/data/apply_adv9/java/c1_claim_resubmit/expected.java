package com.brightsmile.claims;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import com.brightsmile.claims.clearinghouse.ClearinghouseClient;
import com.brightsmile.claims.clearinghouse.SubmissionReceipt;
import com.brightsmile.claims.model.Claim;
import com.brightsmile.claims.model.ClaimLine;
import com.brightsmile.claims.model.ClaimStatus;

public class ClaimSubmissionService {

    private static final Logger log = LoggerFactory.getLogger(ClaimSubmissionService.class);
    private static final int MAX_LINES_PER_CLAIM = 8;
    private static final int MAX_RESUBMISSIONS = 2;

    private final ClaimRepository claimRepository;
    private final ClearinghouseClient clearinghouse;

    public ClaimSubmissionService(ClaimRepository claimRepository, ClearinghouseClient clearinghouse) {
        this.claimRepository = claimRepository;
        this.clearinghouse = clearinghouse;
    }

    public Claim submit(Claim claim) {
        validate(claim);
        SubmissionReceipt receipt = clearinghouse.submit(claim);
        claim.setStatus(ClaimStatus.SUBMITTED);
        claim.setSubmittedAt(Instant.now());
        claim.setClearinghouseId(receipt.trackingId());
        log.info("Submitted claim {} as {}", claim.getId(), receipt.trackingId());
        return claimRepository.save(claim);
    }

    public Claim markPaid(long claimId, BigDecimal amount) {
        Claim claim = claimRepository.findById(claimId)
                .orElseThrow(() -> new ClaimNotFoundException(claimId));
        claim.setStatus(ClaimStatus.PAID);
        claim.setTotalPaid(amount);
        return claimRepository.save(claim);
    }

    public Claim markDenied(long claimId, String denialCode) {
        Claim claim = claimRepository.findById(claimId)
                .orElseThrow(() -> new ClaimNotFoundException(claimId));
        claim.setStatus(ClaimStatus.DENIED);
        claim.addNote("Denied with code " + denialCode);
        return claimRepository.save(claim);
    }

    private void validate(Claim claim) {
        List<ClaimLine> lines = claim.getLines();
        if (lines.isEmpty()) {
            throw new InvalidClaimException("Claim has no procedure lines");
        }
        if (lines.size() > MAX_LINES_PER_CLAIM) {
            throw new InvalidClaimException("Claim has " + lines.size() + " lines, max is " + MAX_LINES_PER_CLAIM);
        }
        for (ClaimLine line : lines) {
            if (line.getFee().signum() <= 0) {
                throw new InvalidClaimException("Line " + line.getCdtCode() + " has no fee");
            }
        }
    }

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
