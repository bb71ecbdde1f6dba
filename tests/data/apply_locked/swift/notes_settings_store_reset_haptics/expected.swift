import Combine
import Foundation
import os

enum AppTheme: String, CaseIterable {
    case system, light, dark
}

final class SettingsStore: ObservableObject {

    private enum Keys {
        static let theme = "settings.theme"
        static let fontScale = "settings.fontScale"
        static let notificationsEnabled = "settings.notificationsEnabled"
        static let hapticsEnabled = "settings.hapticsEnabled"
        static let lastSyncDate = "settings.lastSyncDate"
    }

    private let defaults: UserDefaults
    private let log = Logger(subsystem: "com.acme.notes", category: "settings")

    @Published var theme: AppTheme {
        didSet { defaults.set(theme.rawValue, forKey: Keys.theme) }
    }

    @Published var fontScale: Double {
        didSet { defaults.set(fontScale, forKey: Keys.fontScale) }
    }

    @Published var notificationsEnabled: Bool {
        didSet { defaults.set(notificationsEnabled, forKey: Keys.notificationsEnabled) }
    }

    @Published var hapticsEnabled: Bool {
        didSet { defaults.set(hapticsEnabled, forKey: Keys.hapticsEnabled) }
    }

    @Published var lastSyncDate: Date? {
        didSet { defaults.set(lastSyncDate, forKey: Keys.lastSyncDate) }
    }

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        theme = AppTheme(rawValue: defaults.string(forKey: Keys.theme) ?? "") ?? .system
        fontScale = defaults.object(forKey: Keys.fontScale) as? Double ?? 1.0
        notificationsEnabled = defaults.object(forKey: Keys.notificationsEnabled) as? Bool ?? true
        hapticsEnabled = defaults.object(forKey: Keys.hapticsEnabled) as? Bool ?? true
        lastSyncDate = defaults.object(forKey: Keys.lastSyncDate) as? Date
    }

    func markSynced(at date: Date = Date()) {
        lastSyncDate = date
        log.debug("Marked synced at \(date, privacy: .public)")
    }

    func reset() {
        let keys = [Keys.theme, Keys.fontScale, Keys.notificationsEnabled, Keys.hapticsEnabled, Keys.lastSyncDate]
        keys.forEach(defaults.removeObject(forKey:))
        theme = .system
        fontScale = 1.0
        notificationsEnabled = true
        hapticsEnabled = true
        lastSyncDate = nil
        log.info("Settings reset to defaults")
    }
}
