import Foundation
import Combine

enum TicketState: String {
    case queued
    case firing
    case plated
    case served
}

struct KitchenTicket: Identifiable {
    let id: UUID
    let tableNumber: Int
    let items: [String]
    var state: TicketState
    let createdAt: Date
    var firedAt: Date?
}

final class TicketBoard: ObservableObject {
    @Published private(set) var tickets: [KitchenTicket] = []
    @Published private(set) var overdueIDs: Set<UUID> = []

    private let overdueAfter: TimeInterval
    private var timer: AnyCancellable?

    init(overdueAfter: TimeInterval = 12 * 60) {
        self.overdueAfter = overdueAfter
    }

    func add(tableNumber: Int, items: [String]) {
        let ticket = KitchenTicket(
            id: UUID(),
            tableNumber: tableNumber,
            items: items,
            state: .queued,
            createdAt: Date(),
            firedAt: nil
        )
        tickets.append(ticket)
    }

    func advance(_ id: UUID) {
        guard let index = tickets.firstIndex(where: { $0.id == id }) else { return }
        switch tickets[index].state {
        case .queued:
            tickets[index].state = .firing
            tickets[index].firedAt = Date()
        case .firing:
            tickets[index].state = .plated
        case .plated:
            tickets[index].state = .served
            overdueIDs.remove(id)
        case .served:
            break
        }
    }

    func startMonitoring() {
        timer = Timer.publish(every: 15, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] now in
                self?.refreshOverdue(now: now)
            }
    }

    func stopMonitoring() {
        timer?.cancel()
        timer = nil
    }

    private func refreshOverdue(now: Date) {
        var overdue: Set<UUID> = []
        for ticket in tickets where ticket.state != .served {
            let start = ticket.firedAt ?? ticket.createdAt
            if now.timeIntervalSince(start) > overdueAfter {
                overdue.insert(ticket.id)
            }
        }
        overdueIDs = overdue
    }
}
