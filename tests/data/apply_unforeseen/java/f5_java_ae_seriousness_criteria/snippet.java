public class AdverseEventValidator {

    // ... existing code ...

    private boolean isSerious(AdverseEventReport report) {
        return report.resultedInDeath()
                || report.isLifeThreatening()
                || report.requiredHospitalisation()
                || report.causedPersistentDisability()
                || report.isCongenitalAnomaly()
                || report.isOtherMedicallyImportant();
    }

    // ... existing code ...
}
