import Combine
import Foundation

@MainActor
final class SettingsViewModel: ObservableObject {
    @Published var displayName: String
    @Published var email: String
    @Published var notificationsEnabled: Bool
    @Published var darkModeEnabled: Bool
    @Published private(set) var isSaving = false
    @Published private(set) var errorMessage: String?

    private let store: SettingsStore
    private var cancellables = Set<AnyCancellable>()

    init(store: SettingsStore) {
        self.store = store
        let current = store.load()
        displayName = current.displayName
        email = current.email
        notificationsEnabled = current.notificationsEnabled
        darkModeEnabled = current.darkModeEnabled

        $darkModeEnabled
            .dropFirst()
            .sink { enabled in
                AppearanceManager.shared.apply(dark: enabled)
            }
            .store(in: &cancellables)
    }

    var canSave: Bool {
        !displayName.trimmingCharacters(in: .whitespaces).isEmpty && email.contains("@")
    }

    func save() async {
        guard canSave else { return }
        isSaving = true
        defer { isSaving = false }
        do {
            try await store.save(
                Settings(
                    displayName: displayName,
                    email: email,
                    notificationsEnabled: notificationsEnabled,
                    darkModeEnabled: darkModeEnabled
                )
            )
            errorMessage = nil
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func reset() {
        let defaults = Settings.defaults
        displayName = defaults.displayName
        email = defaults.email
        notificationsEnabled = defaults.notificationsEnabled
        darkModeEnabled = defaults.darkModeEnabled
    }
}
