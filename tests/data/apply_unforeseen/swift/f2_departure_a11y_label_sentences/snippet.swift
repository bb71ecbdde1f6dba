    static func accessibilityLabel(for departure: Departure, now: Date) -> String {
        // ... existing code ...
        return parts.joined(separator: ". ") + "."
    }
