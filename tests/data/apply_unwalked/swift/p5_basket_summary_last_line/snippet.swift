    func summaryText() -> String {
        // ... existing code ...
        return "\(count) \(noun) for \(fixtureTitle) · \(formattedPrice(total))"
    }
