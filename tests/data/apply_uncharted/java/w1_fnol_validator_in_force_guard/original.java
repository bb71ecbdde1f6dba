package com.harborline.claims.intake;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Accepts first notice of loss (FNOL) submissions from the agent portal and
 * turns them into claim records ready for triage.
 */
public class FnolIntakeService {

    private static final Logger log = LoggerFactory.getLogger(FnolIntakeService.class);

    private final ClaimRepository claimRepository;
    private final PolicyLookup policyLookup;

    public FnolIntakeService(ClaimRepository claimRepository, PolicyLookup policyLookup) {
        this.claimRepository = Objects.requireNonNull(claimRepository);
        this.policyLookup = Objects.requireNonNull(policyLookup);
    }

    public IntakeResult submit(FnolSubmission submission) {
        List<String> errors = new Validator(policyLookup).validate(submission);
        if (!errors.isEmpty()) {
            log.info("FNOL {} rejected: {}", submission.referenceId(), errors);
            return IntakeResult.rejected(errors);
        }
        Claim claim = Claim.fromSubmission(submission);
        claimRepository.save(claim);
        log.info("FNOL {} accepted as claim {}", submission.referenceId(), claim.getClaimNumber());
        return IntakeResult.accepted(claim.getClaimNumber());
    }

    static final class Validator {

        private final PolicyLookup policyLookup;

        Validator(PolicyLookup policyLookup) {
            this.policyLookup = policyLookup;
        }

        List<String> validate(FnolSubmission submission) {
            List<String> errors = new ArrayList<>();
            if (submission.policyNumber() == null || submission.policyNumber().isBlank()) {
                errors.add("policyNumber is required");
                return errors;
            }
            if (submission.lossDate() == null) {
                errors.add("lossDate is required");
            } else if (submission.lossDate().isAfter(LocalDate.now())) {
                errors.add("lossDate cannot be in the future");
            }
            if (submission.description() == null || submission.description().isBlank()) {
                errors.add("description is required");
            }
            if (!policyLookup.isInForce(submission.policyNumber(), submission.lossDate())) {
                errors.add("policy was not in force on the loss date");
            }
            return errors;
        }
    }

    static final class IntakeResult {

        private final boolean accepted;
        private final String claimNumber;
        private final List<String> errors;

        private IntakeResult(boolean accepted, String claimNumber, List<String> errors) {
            this.accepted = accepted;
            this.claimNumber = claimNumber;
            this.errors = List.copyOf(errors);
        }

        static IntakeResult accepted(String claimNumber) {
            return new IntakeResult(true, claimNumber, List.of());
        }

        static IntakeResult rejected(List<String> errors) {
            return new IntakeResult(false, null, errors);
        }

        boolean isAccepted() {
            return accepted;
        }

        String claimNumber() {
            return claimNumber;
        }

        List<String> errors() {
            return errors;
        }
    }
}
