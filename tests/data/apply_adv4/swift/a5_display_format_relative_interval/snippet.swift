    static func relative(_ date: Date, to reference: Date = Date()) -> String {
        let interval = date.timeIntervalSince(reference)
        if abs(interval) < 60 {
            return NSLocalizedString("just now", comment: "Relative time under a minute")
        }
        return relativeFormatter.localizedString(fromTimeInterval: interval.rounded())
    }

    // ... rest of DisplayFormat unchanged ...
