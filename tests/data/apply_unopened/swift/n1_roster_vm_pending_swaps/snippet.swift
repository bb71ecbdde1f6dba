// ... existing code ...

@MainActor
final class CrewRosterViewModel: ObservableObject {
    @Published private(set) var days: [RosterDay] = []
    @Published private(set) var isLoading = false
    @Published private(set) var pendingSwapIds: Set<UUID> = []
    @Published var errorMessage: String?

    // ... existing code ...

    func requestSwap(for day: RosterDay, note: String) async {
        guard !day.isDayOff, !pendingSwapIds.contains(day.id) else { return }
        pendingSwapIds.insert(day.id)
        defer { pendingSwapIds.remove(day.id) }
        do {
            try await service.requestSwap(crewId: crewId, day: day, note: note)
        } catch {
            errorMessage = "Swap request failed: \(error.localizedDescription)"
        }
    }

    // ... existing code ...
}

// ... existing code ...
