import SwiftUI

struct SettingsView: View {
    @AppStorage("notificationsEnabled") private var notificationsEnabled = true
    @AppStorage("syncOverCellular") private var syncOverCellular = false
    @AppStorage("haptics") private var haptics = true
    @AppStorage("theme") private var theme = "system"
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Section("General") {
                    Toggle("Notifications", isOn: $notificationsEnabled)
                    Toggle("Sync over cellular", isOn: $syncOverCellular)
                    Toggle("Haptics", isOn: $haptics)
                }
                Section("Appearance") {
                    Picker("Theme", selection: $theme) {
                        Text("System").tag("system")
                        Text("Light").tag("light")
                        Text("Dark").tag("dark")
                    }
                }
                Section {
                    Link("Privacy policy", destination: URL(string: "https://acme.io/privacy")!)
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}
