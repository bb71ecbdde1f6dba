// ... existing code ...

func formatWeight(_ value: Double) -> String {
    return "\(value) kg"
}
