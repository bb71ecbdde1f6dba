@MainActor
final class ProfileViewModel: ObservableObject {
    @Published private(set) var profile: Profile?
    // ... other published properties ...
    @Published private(set) var lastRefreshed: Date?

    // ... existing code ...

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            // ... existing fetch logic ...
            lastRefreshed = Date()
        } catch {
            // ... existing code ...
        }
    }

    // ... existing code ...
}
