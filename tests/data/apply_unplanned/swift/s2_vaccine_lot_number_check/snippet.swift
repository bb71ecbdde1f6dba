// ... existing code ...

    func validate(_ record: VaccinationRecord) throws {
        // ... existing checks ...
        let lot = record.lotNumber.trimmingCharacters(in: .whitespaces)
        guard lot.count >= 4 else {
            throw ValidationError.invalidLotNumber(record.lotNumber)
        }
    }

// ... existing code ...
