import SwiftUI

enum SettingsTab: String, CaseIterable, Identifiable {
    case general
    case notifications
    case privacy
    case about

    var id: String { rawValue }

    var title: String {
        switch self {
        case .general: return "General"
        case .notifications: return "Notifications"
        case .privacy: return "Privacy"
        case .about: return "About"
        }
    }

    var systemImage: String {
        switch self {
        case .general: return "gearshape"
        case .notifications: return "bell"
        case .privacy: return "hand.raised"
        case .about: return "questionmark.circle"
        }
    }
}

struct SettingsView: View {
    @State private var selection: SettingsTab = .general

    var body: some View {
        NavigationSplitView {
            List(SettingsTab.allCases, selection: $selection) { tab in
                Label(tab.title, systemImage: tab.systemImage)
                    .tag(tab)
            }
            .navigationTitle("Settings")
        } detail: {
            detail(for: selection)
        }
    }

    @ViewBuilder
    private func detail(for tab: SettingsTab) -> some View {
        switch tab {
        case .general: GeneralSettingsView()
        case .notifications: NotificationSettingsView()
        case .privacy: PrivacySettingsView()
        case .about: AboutView()
        }
    }
}
