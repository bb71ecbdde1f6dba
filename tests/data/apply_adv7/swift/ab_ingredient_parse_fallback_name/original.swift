import Foundation

struct ParsedIngredient: Equatable {
    var quantity: Double?
    var unit: String?
    var name: String
}

enum IngredientParser {
    private static let units: Set<String> = [
        "g", "kg", "ml", "l", "tsp", "tbsp", "cup", "cups", "oz", "lb", "pinch", "clove", "cloves",
    ]

    private static let unicodeFractions: [Character: Double] = [
        "¼": 0.25, "½": 0.5, "¾": 0.75, "⅓": 1.0 / 3.0, "⅔": 2.0 / 3.0,
    ]

    /// Parses a free-text line such as "2 cups plain flour" or "½ tsp salt".
    static func parse(_ line: String) -> ParsedIngredient {
        var tokens = line
            .trimmingCharacters(in: .whitespacesAndNewlines)
            .split(separator: " ")
            .map(String.init)
        var quantity: Double?
        if let first = tokens.first, let value = parseQuantity(first) {
            quantity = value
            tokens.removeFirst()
        }
        var unit: String?
        if let first = tokens.first, units.contains(first.lowercased()) {
            unit = normalizeUnit(first)
            tokens.removeFirst()
        }
        let name = tokens.joined(separator: " ")
        return ParsedIngredient(quantity: quantity, unit: unit, name: name)
    }

    static func parseQuantity(_ token: String) -> Double? {
        if let value = Double(token) {
            return value
        }
        if token.count == 1, let char = token.first, let value = unicodeFractions[char] {
            return value
        }
        let parts = token.split(separator: "/")
        if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]),
           denominator != 0 {
            return numerator / denominator
        }
        return nil
    }

    static func normalizeUnit(_ unit: String) -> String {
        switch unit.lowercased() {
        case "cups": return "cup"
        case "cloves": return "clove"
        case "l": return "L"
        default: return unit.lowercased()
        }
    }
}
