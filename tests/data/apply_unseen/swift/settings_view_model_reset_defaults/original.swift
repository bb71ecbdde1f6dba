import Combine
import Foundation

enum AppearanceMode: String, CaseIterable, Identifiable {
    case system, light, dark

    var id: String { rawValue }
}

struct SettingsStore {
    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func bool(_ key: String, default value: Bool) -> Bool {
        defaults.object(forKey: key) as? Bool ?? value
    }

    func string(_ key: String) -> String? {
        defaults.string(forKey: key)
    }

    func set(_ value: Any?, for key: String) {
        defaults.set(value, forKey: key)
    }
}

@MainActor
final class SettingsViewModel: ObservableObject {
    @Published var notificationsEnabled: Bool
    @Published var appearance: AppearanceMode
    @Published var syncOverCellular: Bool

    private let store: SettingsStore
    private var cancellables = Set<AnyCancellable>()

    init(store: SettingsStore = SettingsStore()) {
        self.store = store
        notificationsEnabled = store.bool("notificationsEnabled", default: true)
        appearance = AppearanceMode(rawValue: store.string("appearance") ?? "") ?? .system
        syncOverCellular = store.bool("syncOverCellular", default: false)
        bind()
    }

    private func bind() {
        $notificationsEnabled
            .dropFirst()
            .sink { [store] in store.set($0, for: "notificationsEnabled") }
            .store(in: &cancellables)
        $appearance
            .dropFirst()
            .sink { [store] in store.set($0.rawValue, for: "appearance") }
            .store(in: &cancellables)
        $syncOverCellular
            .dropFirst()
            .sink { [store] in store.set($0, for: "syncOverCellular") }
            .store(in: &cancellables)
    }

    func toggleNotifications() {
        notificationsEnabled.toggle()
    }
}

extension SettingsViewModel {
    static var preview: SettingsViewModel {
        SettingsViewModel(store: SettingsStore(defaults: UserDefaults(suiteName: "preview")!))
    }
}
