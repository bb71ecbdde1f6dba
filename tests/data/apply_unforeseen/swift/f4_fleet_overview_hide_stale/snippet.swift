@MainActor
final class FleetOverviewViewModel: ObservableObject {
    // ... existing code ...
    @Published var zoneFilter: String?
    @Published var hideStale = false

    // ... existing code ...

    var visibleRobots: [RobotStatus] {
        let candidates = hideStale ? robots.filter { !$0.isStale } : robots
        guard let zone = zoneFilter else { return candidates }
        return candidates.filter { $0.zone == zone }
    }

    // ... existing code ...
}
