// ... existing code ...

public class FnolIntakeService {

    // ... existing code ...

    static final class Validator {

        // ... existing code ...

        List<String> validate(FnolSubmission submission) {
            // ... existing code ...
            if (submission.description() == null || submission.description().isBlank()) {
                errors.add("description is required");
            }
            if (submission.lossDate() != null
                    && !policyLookup.isInForce(submission.policyNumber(), submission.lossDate())) {
                errors.add("policy was not in force on the loss date");
            }
            return errors;
        }
    }

    // ... existing code ...
}
