// ... existing code ...

    /// Parses a free-text line such as "2 cups plain flour" or "½ tsp salt".
    static func parse(_ line: String) -> ParsedIngredient {
        // ... existing code ...
        let name = tokens.joined(separator: " ").trimmingCharacters(in: .punctuationCharacters)
        return ParsedIngredient(quantity: quantity, unit: unit, name: name.isEmpty ? line : name)
    }

// ... existing code ...
