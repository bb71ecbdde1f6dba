import Foundation

enum RobotState: String, Codable {
    case idle, enRoute, picking, charging, faulted
}

struct RobotSnapshot: Codable, Equatable {
    let robotID: String
    var state: RobotState
    var batteryPercent: Double
    var zone: String?
    var lastSeen: Date
}

enum RobotEvent {
    case heartbeat(robotID: String, battery: Double, at: Date)
    case enteredZone(robotID: String, zone: String, at: Date)
    case stateChanged(robotID: String, state: RobotState, at: Date)
    case fault(robotID: String, code: Int, at: Date)
}

final class FleetStatusStore {
    private var robots: [String: RobotSnapshot] = [:]
    private let queue = DispatchQueue(label: "fleet.status.store")
    private let lowBatteryThreshold: Double
    var onLowBattery: ((String, Double) -> Void)?

    init(lowBatteryThreshold: Double = 15) {
        self.lowBatteryThreshold = lowBatteryThreshold
    }

    func snapshot(for robotID: String) -> RobotSnapshot? {
        queue.sync { robots[robotID] }
    }

    func apply(_ event: RobotEvent) {
        queue.sync {
            switch event {
            case let .heartbeat(id, battery, at):
                var snap = robots[id] ?? RobotSnapshot(robotID: id, state: .idle, batteryPercent: battery, zone: nil, lastSeen: at)
                snap.batteryPercent = battery
                snap.lastSeen = at
                robots[id] = snap
                if battery < lowBatteryThreshold {
                    onLowBattery?(id, battery)
                }
            case let .enteredZone(id, zone, at):
                guard var snap = robots[id] else { return }
                snap.zone = zone
                snap.lastSeen = at
                robots[id] = snap
            case let .stateChanged(id, state, at):
                guard var snap = robots[id] else { return }
                snap.state = state
                snap.lastSeen = at
                robots[id] = snap
            case let .fault(id, _, at):
                guard var snap = robots[id] else { return }
                snap.state = .faulted
                snap.lastSeen = at
                robots[id] = snap
            }
        }
    }

    func robots(in zone: String) -> [RobotSnapshot] {
        queue.sync { robots.values.filter { $0.zone == zone }.sorted { $0.robotID < $1.robotID } }
    }

    func staleRobots(olderThan interval: TimeInterval, now: Date = Date()) -> [String] {
        queue.sync {
            robots.values
                .filter { now.timeIntervalSince($0.lastSeen) > interval }
                .map(\.robotID)
        }
    }
}
