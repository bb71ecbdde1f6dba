import Combine
import Foundation
import os

/// Persists user-facing preferences and publishes changes to the UI.
@MainActor
final class SettingsStore: ObservableObject {
    enum Appearance: String, CaseIterable, Identifiable {
        case system
        case light
        case dark

        var id: String { rawValue }

        var title: String {
            switch self {
            case .system: return String(localized: "System")
            case .light: return String(localized: "Light")
            case .dark: return String(localized: "Dark")
            }
        }
    }

    enum SyncInterval: Int, CaseIterable, Identifiable {
        case manual = 0
        case fifteenMinutes = 900
        case hourly = 3600
        case daily = 86400

        var id: Int { rawValue }
    }

    @Published var appearance: Appearance {
        didSet { defaults.set(appearance.rawValue, forKey: Keys.appearance) }
    }

    @Published var syncInterval: SyncInterval {
        didSet { defaults.set(syncInterval.rawValue, forKey: Keys.syncInterval) }
    }

    @Published var notificationsEnabled: Bool {
        didSet { defaults.set(notificationsEnabled, forKey: Keys.notificationsEnabled) }
    }

    @Published var showCompletedTasks: Bool {
        didSet { defaults.set(showCompletedTasks, forKey: Keys.showCompletedTasks) }
    }

    @Published var defaultListID: UUID? {
        didSet { defaults.set(defaultListID?.uuidString, forKey: Keys.defaultListID) }
    }

    private let defaults: UserDefaults
    private let logger = Logger(subsystem: "com.example.tasks", category: "settings")
    private var cancellables = Set<AnyCancellable>()

    private enum Keys {
        static let appearance = "settings.appearance"
        static let syncInterval = "settings.syncInterval"
        static let notificationsEnabled = "settings.notificationsEnabled"
        static let showCompletedTasks = "settings.showCompletedTasks"
        static let defaultListID = "settings.defaultListID"
        static let lastSyncDate = "settings.lastSyncDate"
    }

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        appearance = Appearance(rawValue: defaults.string(forKey: Keys.appearance) ?? "") ?? .system
        syncInterval = SyncInterval(rawValue: defaults.integer(forKey: Keys.syncInterval)) ?? .hourly
        notificationsEnabled = defaults.object(forKey: Keys.notificationsEnabled) as? Bool ?? true
        showCompletedTasks = defaults.bool(forKey: Keys.showCompletedTasks)
        defaultListID = defaults.string(forKey: Keys.defaultListID).flatMap(UUID.init(uuidString:))

        NotificationCenter.default
            .publisher(for: UserDefaults.didChangeNotification, object: defaults)
            .receive(on: RunLoop.main)
            .sink { [weak self] _ in self?.objectWillChange.send() }
            .store(in: &cancellables)
    }

    var lastSyncDate: Date? {
        get { defaults.object(forKey: Keys.lastSyncDate) as? Date }
        set { defaults.set(newValue, forKey: Keys.lastSyncDate) }
    }

    var isSyncDue: Bool {
        guard syncInterval != .manual else { return false }
        guard let last = lastSyncDate else { return true }
        return Date().timeIntervalSince(last) >= TimeInterval(syncInterval.rawValue)
    }

    func resetToDefaults() {
        logger.info("Resetting settings to defaults")
        appearance = .system
        syncInterval = .hourly
        notificationsEnabled = true
        showCompletedTasks = false
        defaultListID = nil
        lastSyncDate = nil
    }

    func exportSnapshot() -> [String: Any] {
        [
            Keys.appearance: appearance.rawValue,
            Keys.syncInterval: syncInterval.rawValue,
            Keys.notificationsEnabled: notificationsEnabled,
            Keys.showCompletedTasks: showCompletedTasks,
            Keys.defaultListID: defaultListID?.uuidString as Any,
        ]
    }

    func importSnapshot(_ snapshot: [String: Any]) {
        if let raw = snapshot[Keys.appearance] as? String, let value = Appearance(rawValue: raw) {
            appearance = value
        }
        if let raw = snapshot[Keys.syncInterval] as? Int, let value = SyncInterval(rawValue: raw) {
            syncInterval = value
        }
        if let value = snapshot[Keys.notificationsEnabled] as? Bool {
            notificationsEnabled = value
        }
        if let value = snapshot[Keys.showCompletedTasks] as? Bool {
            showCompletedTasks = value
        }
        if let raw = snapshot[Keys.defaultListID] as? String {
            defaultListID = UUID(uuidString: raw)
        }
        logger.info("Imported settings snapshot with \(snapshot.count) keys")
    }

    func markSynced(at date: Date = Date()) {
        lastSyncDate = date
        logger.debug("Marked sync completed at \(date, privacy: .public)")
    }
}

extension SettingsStore.SyncInterval {
    var title: String {
        switch self {
        case .manual: return String(localized: "Manually")
        case .fifteenMinutes: return String(localized: "Every 15 minutes")
        case .hourly: return String(localized: "Every hour")
        case .daily: return String(localized: "Once a day")
        }
    }
}

#if DEBUG
extension SettingsStore {
    static var preview: SettingsStore {
        let defaults = UserDefaults(suiteName: "preview")!
        defaults.removePersistentDomain(forName: "preview")
        return SettingsStore(defaults: defaults)
    }
}
#endif
