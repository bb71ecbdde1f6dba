// ... existing code ...

ValidationResult MoveValidator::validateTwinLift(const CraneMove& first, const CraneMove& second) const {
    ValidationResult result;
    if (first.grossKg + second.grossKg > kMaxTwinLiftKg) {
        result.addError("twin lift exceeds limit", first.containerNo);
    }
    // ... existing code ...
}

// ... existing code ...
