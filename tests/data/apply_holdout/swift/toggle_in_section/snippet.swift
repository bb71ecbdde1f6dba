struct SettingsView: View {
    @AppStorage("notificationsEnabled") private var notificationsEnabled = true
    @AppStorage("syncOverCellular") private var syncOverCellular = false
    @AppStorage("haptics") private var haptics = true
    // ...
                Section("General") {
                    Toggle("Notifications", isOn: $notificationsEnabled)
                    Toggle("Sync over cellular", isOn: $syncOverCellular)
                    Toggle("Haptics", isOn: $haptics)
                }
    // ...
}
