import Foundation
import Combine

struct GateRow: Identifiable, Equatable {
    let id: String
    let flightNumber: String
    let destination: String
    let scheduledDeparture: Date
    var estimatedDeparture: Date?
    var status: BoardingStatus
    var gate: String
}

enum BoardingStatus: String {
    case scheduled = "SCHEDULED"
    case boarding = "BOARDING"
    case finalCall = "FINAL CALL"
    case gateClosed = "GATE CLOSED"
    case departed = "DEPARTED"
    case cancelled = "CANCELLED"
}

@MainActor
final class GateBoardViewModel: ObservableObject {
    @Published private(set) var rows: [GateRow] = []
    @Published private(set) var lastUpdated: Date?
    @Published var errorMessage: String?

    private let gate: String
    private let client: FlightInfoClient
    private var refreshTask: Task<Void, Never>?

    init(gate: String, client: FlightInfoClient) {
        self.gate = gate
        self.client = client
    }

    func start(interval: TimeInterval = 30) {
        refreshTask?.cancel()
        refreshTask = Task { [weak self] in
            while !Task.isCancelled {
                await self?.refresh()
                try? await Task.sleep(nanoseconds: UInt64(interval * 1_000_000_000))
            }
        }
    }

    func stop() {
        refreshTask?.cancel()
        refreshTask = nil
    }

    func refresh() async {
        do {
            let departures = try await client.departures(gate: gate)
            rows = departures
                .filter { $0.status != .departed }
                .sorted { $0.scheduledDeparture < $1.scheduledDeparture }
            lastUpdated = Date()
            errorMessage = nil
        } catch {
            errorMessage = "Flight information unavailable"
        }
    }

    /// Blanks the board when the gate is closed for the night or reassigned.
    func clear() {
        stop()
        rows = []
        lastUpdated = nil
        errorMessage = nil
    }
}

extension GateRow {
    var displayTime: Date {
        estimatedDeparture ?? scheduledDeparture
    }

    var isDelayed: Bool {
        guard let estimated = estimatedDeparture else { return false }
        return estimated.timeIntervalSince(scheduledDeparture) > 5 * 60
    }
}

protocol FlightInfoClient {
    func departures(gate: String) async throws -> [GateRow]
}
