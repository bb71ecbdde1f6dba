import Foundation

struct DiningTable: Hashable {
    let id: String
    let seats: Int
    let isPatio: Bool
    let isAccessible: Bool
}

struct ReservationRequest {
    let partySize: Int
    let start: Date
    let wantsPatio: Bool
    let needsAccessible: Bool
}

final class TableAvailability {
    private let tables: [DiningTable]
    private var bookings: [String: [DateInterval]] = [:]
    private let seatingDuration: TimeInterval

    init(tables: [DiningTable], seatingDuration: TimeInterval = 90 * 60) {
        self.tables = tables
        self.seatingDuration = seatingDuration
    }

    func book(_ table: DiningTable, at start: Date) {
        let interval = DateInterval(start: start, duration: seatingDuration)
        bookings[table.id, default: []].append(interval)
    }

    func isFree(_ table: DiningTable, at start: Date) -> Bool {
        let requested = DateInterval(start: start, duration: seatingDuration)
        let existing = bookings[table.id] ?? []
        return !existing.contains { $0.intersects(requested) }
    }

    func candidates(for request: ReservationRequest) -> [DiningTable] {
        return tables.filter { table in
            guard table.seats >= request.partySize else { return false }
            if request.wantsPatio && !table.isPatio { return false }
            if request.needsAccessible && !table.isAccessible { return false }
            return isFree(table, at: request.start)
        }
    }

    func bestTable(for request: ReservationRequest) -> DiningTable? {
        let options = candidates(for: request)
        return options.min { lhs, rhs in
            lhs.seats < rhs.seats
        }
    }

    func freeSeats(at start: Date) -> Int {
        return tables
            .filter { isFree($0, at: start) }
            .reduce(0) { $0 + $1.seats }
    }
}
