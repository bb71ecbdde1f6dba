package org.meridianlab.trials.safety;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

import org.meridianlab.trials.safety.model.AdverseEventReport;
import org.meridianlab.trials.safety.model.Severity;

/**
 * Checks adverse-event reports before they are submitted to the sponsor.
 * Serious events must be reported within 24 hours of site awareness.
 */
public class AdverseEventValidator {

    private static final int SERIOUS_REPORTING_HOURS = 24;
    private static final int NON_SERIOUS_REPORTING_DAYS = 7;

    private final LocalDate studyStartDate;

    public AdverseEventValidator(LocalDate studyStartDate) {
        this.studyStartDate = studyStartDate;
    }

    public List<ValidationIssue> validate(AdverseEventReport report) {
        List<ValidationIssue> issues = new ArrayList<>();
        if (isBlank(report.getParticipantId())) {
            issues.add(new ValidationIssue("participantId", "Participant ID is required"));
        }
        if (isBlank(report.getEventTerm())) {
            issues.add(new ValidationIssue("eventTerm", "MedDRA event term is required"));
        }
        if (report.getOnsetDate() == null) {
            issues.add(new ValidationIssue("onsetDate", "Onset date is required"));
        } else if (report.getOnsetDate().isBefore(studyStartDate)) {
            issues.add(new ValidationIssue("onsetDate", "Onset date precedes study start"));
        }
        if (isSerious(report) && report.getHoursSinceAwareness() > SERIOUS_REPORTING_HOURS) {
            issues.add(new ValidationIssue("reportedAt", "Serious event reported late"));
        }
        if (!isSerious(report) && report.getDaysSinceAwareness() > NON_SERIOUS_REPORTING_DAYS) {
            issues.add(new ValidationIssue("reportedAt", "Non-serious event reported late"));
        }
        return issues;
    }

    private boolean isSerious(AdverseEventReport report) {
        return report.resultedInDeath()
                || report.isLifeThreatening()
                || report.requiredHospitalisation()
                || report.causedPersistentDisability();
    }

    private boolean isSevere(AdverseEventReport report) {
        return report.getSeverity() == Severity.GRADE_3
                || report.getSeverity() == Severity.GRADE_4;
    }

    private static boolean isBlank(String value) {
        return value == null || value.trim().isEmpty();
    }

    public static final class ValidationIssue {
        private final String field;
        private final String message;

        public ValidationIssue(String field, String message) {
            this.field = field;
            this.message = message;
        }

        public String getField() {
            return field;
        }

        public String getMessage() {
            return message;
        }
    }
}
