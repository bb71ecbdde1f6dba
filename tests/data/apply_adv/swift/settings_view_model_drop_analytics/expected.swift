import Combine
import Foundation

@MainActor
final class SettingsViewModel: ObservableObject {
    private enum Keys {
        static let notifications = "settings.notifications"
        static let analytics = "settings.analytics"
        static let darkMode = "settings.darkMode"
        static let fontScale = "settings.fontScale"
    }

    @Published var notificationsEnabled: Bool
    @Published var analyticsEnabled: Bool
    @Published var darkModeEnabled: Bool
    @Published var fontScale: Double

    private let store: UserDefaults
    private let analytics: AnalyticsService

    init(store: UserDefaults = .standard, analytics: AnalyticsService) {
        self.store = store
        self.analytics = analytics
        notificationsEnabled = store.object(forKey: Keys.notifications) as? Bool ?? true
        analyticsEnabled = store.object(forKey: Keys.analytics) as? Bool ?? false
        darkModeEnabled = store.bool(forKey: Keys.darkMode)
        fontScale = store.object(forKey: Keys.fontScale) as? Double ?? 1.0
    }

    func toggleNotifications() {
        notificationsEnabled.toggle()
        store.set(notificationsEnabled, forKey: Keys.notifications)
    }

    func toggleDarkMode() {
        darkModeEnabled.toggle()
        store.set(darkModeEnabled, forKey: Keys.darkMode)
    }

    func setFontScale(_ scale: Double) {
        fontScale = min(max(scale, 0.8), 1.6)
        store.set(fontScale, forKey: Keys.fontScale)
    }

    func resetToDefaults() {
        notificationsEnabled = true
        analyticsEnabled = false
        darkModeEnabled = false
        fontScale = 1.0
        for key in [Keys.notifications, Keys.analytics, Keys.darkMode, Keys.fontScale] {
            store.removeObject(forKey: key)
        }
        analytics.setCollectionEnabled(false)
    }
}
