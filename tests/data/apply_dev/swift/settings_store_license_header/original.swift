import Combine
import Foundation

/// Typed wrapper around UserDefaults for the app's user-facing settings.
final class SettingsStore: ObservableObject {
    enum Key: String, CaseIterable {
        case theme = "settings.theme"
        case notificationsEnabled = "settings.notificationsEnabled"
        case syncOverCellular = "settings.syncOverCellular"
        case fontScale = "settings.fontScale"
    }

    enum Theme: String, CaseIterable, Identifiable {
        case system, light, dark
        var id: String { rawValue }
    }

    private let defaults: UserDefaults

    @Published var theme: Theme {
        didSet { defaults.set(theme.rawValue, forKey: Key.theme.rawValue) }
    }

    @Published var notificationsEnabled: Bool {
        didSet { defaults.set(notificationsEnabled, forKey: Key.notificationsEnabled.rawValue) }
    }

    @Published var syncOverCellular: Bool {
        didSet { defaults.set(syncOverCellular, forKey: Key.syncOverCellular.rawValue) }
    }

    @Published var fontScale: Double {
        didSet { defaults.set(fontScale, forKey: Key.fontScale.rawValue) }
    }

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        defaults.register(defaults: [
            Key.theme.rawValue: Theme.system.rawValue,
            Key.notificationsEnabled.rawValue: true,
            Key.syncOverCellular.rawValue: false,
            Key.fontScale.rawValue: 1.0,
        ])
        theme = Theme(rawValue: defaults.string(forKey: Key.theme.rawValue) ?? "") ?? .system
        notificationsEnabled = defaults.bool(forKey: Key.notificationsEnabled.rawValue)
        syncOverCellular = defaults.bool(forKey: Key.syncOverCellular.rawValue)
        fontScale = defaults.double(forKey: Key.fontScale.rawValue)
    }

    func reset() {
        Key.allCases.forEach { defaults.removeObject(forKey: $0.rawValue) }
        theme = .system
        notificationsEnabled = true
        syncOverCellular = false
        fontScale = 1.0
    }
}
