class UnitIssuer:
    # ... existing code ...

    def issue(self, unit_number, patient_mrn, destination):
        # ... existing checks ...
        if unit.reserved_for != patient_mrn:
            raise IssueRefused(f"unit {unit_number} is reserved for another patient")
        if not self.crossmatches.has_valid(patient_mrn, unit_number):
            raise IssueRefused(f"no valid crossmatch for unit {unit_number} and patient {patient_mrn}")

        now = datetime.now(timezone.utc)
        # ... rest of issue() unchanged ...
