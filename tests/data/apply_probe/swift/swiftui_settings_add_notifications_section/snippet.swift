struct SettingsView: View {
    // ... existing code ...
    @AppStorage("useLargeText") private var useLargeText = false
    @AppStorage("dailySummary") private var dailySummary = true
    @AppStorage("mentionAlerts") private var mentionAlerts = true
    @State private var showingSignOutConfirmation = false

    // ... existing code ...

                Section("Appearance") {
                    // ... existing code ...
                    Toggle("Larger text", isOn: $useLargeText)
                }

                Section("Notifications") {
                    Toggle("Daily summary", isOn: $dailySummary)
                    Toggle("Mentions", isOn: $mentionAlerts)
                }

                Section("About") {
    // ... existing code ...
