import Foundation
import SwiftUI

struct Departure: Identifiable, Decodable, Equatable {
    let id: String
    let routeShortName: String
    let headsign: String
    let scheduled: Date
    let expected: Date?
    let platform: String?
    let isCancelled: Bool

    var delayMinutes: Int {
        guard let expected = expected else { return 0 }
        return Int(expected.timeIntervalSince(scheduled) / 60)
    }
}

protocol DeparturesService {
    func departures(forStop stopID: String) async throws -> [Departure]
}

@MainActor
final class StopDeparturesViewModel: ObservableObject {
    enum State: Equatable {
        case idle
        case loading
        case loaded([Departure])
        case failed(String)
    }

    @Published private(set) var state: State = .idle
    @Published var showCancelled = true

    let stopID: String
    private let service: DeparturesService
    private var refreshTask: Task<Void, Never>?

    init(stopID: String, service: DeparturesService) {
        self.stopID = stopID
        self.service = service
    }

    func load() async {
        if state == .idle {
            state = .loading
        }
        do {
            let departures = try await service.departures(forStop: stopID)
            state = .loaded(filtered(departures))
        } catch is CancellationError {
            return
        } catch {
            state = .failed("Departures are unavailable right now.")
        }
    }

    func startAutoRefresh(every interval: Duration = .seconds(30)) {
        refreshTask?.cancel()
        refreshTask = Task { [weak self] in
            while !Task.isCancelled {
                await self?.load()
                try? await Task.sleep(for: interval)
            }
        }
    }

    func stopAutoRefresh() {
        refreshTask?.cancel()
        refreshTask = nil
    }

    private func filtered(_ departures: [Departure]) -> [Departure] {
        let visible = showCancelled ? departures : departures.filter { !$0.isCancelled }
        return visible.sorted { ($0.expected ?? $0.scheduled) < ($1.expected ?? $1.scheduled) }
    }
}
