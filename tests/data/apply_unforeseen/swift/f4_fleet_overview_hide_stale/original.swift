import Combine
import Foundation

struct RobotStatus: Identifiable, Equatable {
    let id: String
    var zone: String
    var batteryPercent: Double
    var state: State
    var lastSeen: Date

    enum State: String {
        case picking, charging, idle, fault
    }
}

protocol FleetService {
    func fetchStatuses(site: String) async throws -> [RobotStatus]
    func sendToDock(robotID: String) async throws
}

@MainActor
final class FleetOverviewViewModel: ObservableObject {
    @Published private(set) var robots: [RobotStatus] = []
    @Published private(set) var isLoading = false
    @Published var errorMessage: String?
    @Published var zoneFilter: String?

    private let service: FleetService
    private let siteCode: String
    private var refreshTask: Task<Void, Never>?

    init(service: FleetService, siteCode: String) {
        self.service = service
        self.siteCode = siteCode
    }

    var visibleRobots: [RobotStatus] {
        guard let zone = zoneFilter else { return robots }
        return robots.filter { $0.zone == zone }
    }

    var lowBatteryCount: Int {
        robots.filter { $0.batteryPercent < 20 && $0.state != .charging }.count
    }

    func startAutoRefresh(every interval: TimeInterval = 5) {
        refreshTask?.cancel()
        refreshTask = Task { [weak self] in
            while !Task.isCancelled {
                await self?.refresh()
                try? await Task.sleep(nanoseconds: UInt64(interval * 1_000_000_000))
            }
        }
    }

    func stopAutoRefresh() {
        refreshTask?.cancel()
        refreshTask = nil
    }

    func refresh() async {
        isLoading = true
        defer { isLoading = false }
        do {
            robots = try await service.fetchStatuses(site: siteCode)
                .sorted { $0.id < $1.id }
            errorMessage = nil
        } catch {
            errorMessage = "Couldn't load fleet: \(error.localizedDescription)"
        }
    }

    func sendToDock(_ robot: RobotStatus) async {
        do {
            try await service.sendToDock(robotID: robot.id)
            await refresh()
        } catch {
            errorMessage = "Couldn't send \(robot.id) to dock: \(error.localizedDescription)"
        }
    }
}

extension RobotStatus {
    var isStale: Bool {
        Date().timeIntervalSince(lastSeen) > 30
    }
}
