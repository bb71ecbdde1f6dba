import Combine
import Foundation

enum StationStatus: String, Codable {
    case setup, open, lowStock, closed
}

struct AidStation: Identifiable, Codable {
    let id: String
    let name: String
    let kilometre: Double
    var status: StationStatus
    var waterCases: Int
    var gelBoxes: Int
}

@MainActor
final class AidStationViewModel: ObservableObject {
    @Published private(set) var stations: [AidStation] = []
    @Published var errorMessage: String?

    private let api: AidStationAPI
    private var pollTimer: AnyCancellable?

    init(api: AidStationAPI) {
        self.api = api
    }

    func startPolling(every interval: TimeInterval = 30) {
        pollTimer = Timer.publish(every: interval, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in
                Task { await self?.load() }
            }
    }

    func load() async {
        do {
            stations = try await api.fetchStations().sorted { $0.kilometre < $1.kilometre }
        } catch {
            errorMessage = "Could not load aid stations: \(error.localizedDescription)"
        }
    }

    func markOpen(_ station: AidStation) async {
        await update(station.id) { $0.status = .open }
    }

    func markClosed(_ station: AidStation) async {
        await update(station.id) { $0.status = .closed }
    }

    func reportLowStock(_ station: AidStation, waterCases: Int, gelBoxes: Int) async {
        await update(station.id) {
            $0.waterCases = waterCases
            $0.gelBoxes = gelBoxes
            $0.status = .lowStock
        }
    }

    private func update(_ id: String, _ change: (inout AidStation) -> Void) async {
        guard let index = stations.firstIndex(where: { $0.id == id }) else { return }
        var copy = stations[index]
        change(&copy)
        do {
            stations[index] = try await api.save(copy)
        } catch {
            errorMessage = "Could not update \(copy.name): \(error.localizedDescription)"
        }
    }
}
