final class SettingsViewModel: ObservableObject {
    // ... existing code ...

    func resetToDefaults() {
        notificationsEnabled = true
        appearance = .system
        syncOverCellular = false
    }
}
