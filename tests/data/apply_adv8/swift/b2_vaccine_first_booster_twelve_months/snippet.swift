// ... existing code ...

    func nextDueDate(after record: VaccinationRecord) -> Date? {
        guard let proto = protocols[record.vaccineCode] else { return nil }
        let interval: Int
        if record.doseNumber < proto.primarySeriesDoses {
            interval = proto.primaryIntervalDays
        } else if record.doseNumber == proto.primarySeriesDoses {
            // First booster after the primary course is always due at 12 months.
            interval = 365
        } else {
            interval = proto.boosterIntervalDays
        }
        return calendar.date(byAdding: .day, value: interval, to: record.administeredOn)
    }

// ... existing code ...
