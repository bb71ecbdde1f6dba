import Foundation
import Combine

struct Seat: Hashable, Identifiable {
    let id: String
    let block: String
    let row: String
    let number: Int
    let price: Decimal
    let isRestrictedView: Bool
}

@MainActor
final class MatchBasketViewModel: ObservableObject {
    @Published private(set) var selectedSeats: [Seat] = []
    @Published private(set) var holdExpiresAt: Date?

    let fixtureTitle: String
    let maxSeatsPerOrder: Int
    private let currencyFormatter: NumberFormatter

    init(fixtureTitle: String, maxSeatsPerOrder: Int = 4, currencyCode: String = "GBP") {
        self.fixtureTitle = fixtureTitle
        self.maxSeatsPerOrder = maxSeatsPerOrder
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = currencyCode
        self.currencyFormatter = formatter
    }

    var canAddSeat: Bool {
        selectedSeats.count < maxSeatsPerOrder
    }

    var total: Decimal {
        selectedSeats.reduce(Decimal.zero) { $0 + $1.price }
    }

    func toggle(_ seat: Seat) {
        if let index = selectedSeats.firstIndex(of: seat) {
            selectedSeats.remove(at: index)
        } else if canAddSeat {
            selectedSeats.append(seat)
        }
        if selectedSeats.isEmpty {
            holdExpiresAt = nil
        } else if holdExpiresAt == nil {
            holdExpiresAt = Date().addingTimeInterval(10 * 60)
        }
    }

    func formattedPrice(_ amount: Decimal) -> String {
        currencyFormatter.string(from: amount as NSDecimalNumber) ?? "\(amount)"
    }

    func seatLabel(_ seat: Seat) -> String {
        let base = "Block \(seat.block), Row \(seat.row), Seat \(seat.number)"
        return seat.isRestrictedView ? base + " (restricted view)" : base
    }

    func summaryText() -> String {
        guard !selectedSeats.isEmpty else {
            return "No seats selected"
        }
        let count = selectedSeats.count
        let noun = count == 1 ? "seat" : "seats"
        return "\(count) \(noun) for \(fixtureTitle) · \(formattedPrice(total))"
    }

    func clear() {
        selectedSeats.removeAll()
        holdExpiresAt = nil
    }
}
