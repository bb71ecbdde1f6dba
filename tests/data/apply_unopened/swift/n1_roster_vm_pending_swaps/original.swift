import Combine
import Foundation

struct RosterDay: Identifiable, Hashable {
    let id: UUID
    let date: Date
    let pairingCode: String?
    let dutyStart: Date?
    let dutyEnd: Date?
    let isReserve: Bool

    var isDayOff: Bool { pairingCode == nil && !isReserve }
}

protocol RosterService {
    func fetchRoster(crewId: String, month: DateComponents) async throws -> [RosterDay]
    func requestSwap(crewId: String, day: RosterDay, note: String) async throws
}

@MainActor
final class CrewRosterViewModel: ObservableObject {
    @Published private(set) var days: [RosterDay] = []
    @Published private(set) var isLoading = false
    @Published var errorMessage: String?

    private let service: RosterService
    private let crewId: String
    private let calendar: Calendar

    init(service: RosterService, crewId: String, calendar: Calendar = .current) {
        self.service = service
        self.crewId = crewId
        self.calendar = calendar
    }

    func load(month: DateComponents) async {
        isLoading = true
        defer { isLoading = false }
        do {
            days = try await service.fetchRoster(crewId: crewId, month: month)
            errorMessage = nil
        } catch {
            errorMessage = "Could not load roster: \(error.localizedDescription)"
        }
    }

    func requestSwap(for day: RosterDay, note: String) async {
        guard !day.isDayOff else { return }
        do {
            try await service.requestSwap(crewId: crewId, day: day, note: note)
        } catch {
            errorMessage = "Swap request failed: \(error.localizedDescription)"
        }
    }

    var totalDutyHours: Double {
        days.reduce(0) { total, day in
            guard let start = day.dutyStart, let end = day.dutyEnd else { return total }
            return total + end.timeIntervalSince(start) / 3600
        }
    }
}

extension CrewRosterViewModel {
    var reserveDays: [RosterDay] {
        days.filter { $0.isReserve }
    }

    var daysOff: [RosterDay] {
        days.filter { $0.isDayOff }
    }

    func day(on date: Date) -> RosterDay? {
        days.first { calendar.isDate($0.date, inSameDayAs: date) }
    }
}
