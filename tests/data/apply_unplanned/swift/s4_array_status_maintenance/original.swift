import Foundation
import SwiftUI

enum ArrayStatus: String, Codable {
    case producing
    case idle
    case fault
    case offline

    var label: String {
        switch self {
        case .producing: return "Producing"
        case .idle: return "Idle"
        case .fault: return "Fault"
        case .offline: return "Offline"
        }
    }

    var color: Color {
        switch self {
        case .producing: return .green
        case .idle: return .gray
        case .fault: return .red
        case .offline: return .orange
        }
    }

    var isAlerting: Bool {
        self == .fault || self == .offline
    }
}

struct PanelArraySummary: Identifiable, Codable {
    let id: String
    let name: String
    let capacityKWp: Double
    let currentOutputW: Double
    let energyTodayKWh: Double
    let status: ArrayStatus

    var loadFactor: Double {
        guard capacityKWp > 0 else { return 0 }
        return currentOutputW / (capacityKWp * 1000)
    }
}

@MainActor
final class DashboardModel: ObservableObject {
    @Published private(set) var arrays: [PanelArraySummary] = []
    @Published private(set) var lastUpdated: Date?
    @Published var errorMessage: String?

    private let client: TelemetryClient

    init(client: TelemetryClient) {
        self.client = client
    }

    var totalOutputW: Double {
        arrays.reduce(0) { $0 + $1.currentOutputW }
    }

    var totalEnergyTodayKWh: Double {
        arrays.reduce(0) { $0 + $1.energyTodayKWh }
    }

    var alertingArrays: [PanelArraySummary] {
        arrays.filter { $0.status.isAlerting }
    }

    func refresh() async {
        do {
            arrays = try await client.fetchArraySummaries()
            lastUpdated = Date()
            errorMessage = nil
        } catch {
            errorMessage = "Could not load telemetry: \(error.localizedDescription)"
        }
    }
}
