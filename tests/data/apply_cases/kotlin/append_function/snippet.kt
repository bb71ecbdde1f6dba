// ... existing code ...

fun formatWeight(value: Double): String {
    return value.toString() + " kg"
}
