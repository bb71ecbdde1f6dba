import Foundation
import Combine

struct Performance: Identifiable, Hashable {
    let id: UUID
    let artist: String
    let stage: String
    let day: FestivalDay
    let genre: String
    let start: Date
    let end: Date
}

enum FestivalDay: String, CaseIterable {
    case friday, saturday, sunday
}

@MainActor
final class LineupViewModel: ObservableObject {
    @Published private(set) var performances: [Performance] = []
    @Published private(set) var visible: [Performance] = []
    @Published private(set) var favourites: Set<UUID> = []
    @Published var errorMessage: String?

    private let api: LineupAPI

    init(api: LineupAPI) {
        self.api = api
    }

    func loadLineup() async {
        do {
            performances = try await api.fetchPerformances()
            visible = performances.sorted { $0.start < $1.start }
        } catch {
            errorMessage = "Could not load the lineup. Pull to retry."
        }
    }

    func filter(byStage stage: String) {
        visible = performances
            .filter { $0.stage == stage }
            .sorted { $0.start < $1.start }
    }

    func filter(byDay day: FestivalDay) {
        visible = performances
            .filter { $0.day == day }
            .sorted { $0.start < $1.start }
    }

    func toggleFavourite(_ performance: Performance) {
        if favourites.contains(performance.id) {
            favourites.remove(performance.id)
        } else {
            favourites.insert(performance.id)
        }
    }

    func showFavourites() {
        visible = performances
            .filter { favourites.contains($0.id) }
            .sorted { $0.start < $1.start }
    }

    func clearFilters() {
        visible = performances.sorted { $0.start < $1.start }
    }
}
