import SwiftUI

struct SettingsView: View {
    @EnvironmentObject private var session: SessionStore
    @AppStorage("appearance") private var appearance: Appearance = .system
    @AppStorage("useLargeText") private var useLargeText = false
    @AppStorage("dailySummary") private var dailySummary = true
    @AppStorage("mentionAlerts") private var mentionAlerts = true
    @State private var showingSignOutConfirmation = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    LabeledContent("Name", value: session.user?.displayName ?? "—")
                    LabeledContent("Email", value: session.user?.email ?? "—")
                    Button("Sign Out", role: .destructive) {
                        showingSignOutConfirmation = true
                    }
                }

                Section("Appearance") {
                    Picker("Theme", selection: $appearance) {
                        ForEach(Appearance.allCases) { option in
                            Text(option.title).tag(option)
                        }
                    }
                    Toggle("Larger text", isOn: $useLargeText)
                }

                Section("Notifications") {
                    Toggle("Daily summary", isOn: $dailySummary)
                    Toggle("Mentions", isOn: $mentionAlerts)
                }

                Section("About") {
                    LabeledContent("Version", value: Bundle.main.appVersion)
                    Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
                    Link("Terms of Service", destination: URL(string: "https://example.com/terms")!)
                }
            }
            .navigationTitle("Settings")
            .confirmationDialog("Sign out of your account?", isPresented: $showingSignOutConfirmation) {
                Button("Sign Out", role: .destructive) {
                    session.signOut()
                }
            }
        }
    }
}

enum Appearance: String, CaseIterable, Identifiable {
    case system, light, dark

    var id: String { rawValue }

    var title: String {
        switch self {
        case .system: return "System"
        case .light: return "Light"
        case .dark: return "Dark"
        }
    }
}
