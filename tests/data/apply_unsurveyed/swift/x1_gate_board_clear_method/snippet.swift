final class GateBoardViewModel: ObservableObject {
    // ... existing code ...

    /// Blanks the board when the gate is closed for the night or reassigned.
    func clear() {
        stop()
        rows = []
        lastUpdated = nil
        errorMessage = nil
    }
}
