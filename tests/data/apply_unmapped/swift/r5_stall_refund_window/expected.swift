import Foundation

enum PaymentError: Error, Equatable {
    case declined(reason: String)
    case alreadyRefunded
    case refundWindowClosed
    case stallClosed
}

struct Sale: Identifiable {
    let id: UUID
    let stallID: String
    let amountPence: Int
    let time: Date
    var refunded: Bool
}

protocol PaymentGateway {
    func charge(cardToken: String, pence: Int) async throws -> String
    func chargeWristband(serial: String, pence: Int) async throws -> String
    func refund(reference: String) async throws
}

final class StallPaymentService {
    private let gateway: PaymentGateway
    private let clock: () -> Date
    private var sales: [UUID: Sale] = [:]
    private var references: [UUID: String] = [:]
    private var openStalls: Set<String> = []

    init(gateway: PaymentGateway, clock: @escaping () -> Date = Date.init) {
        self.gateway = gateway
        self.clock = clock
    }

    func open(stallID: String) {
        openStalls.insert(stallID)
    }

    func close(stallID: String) {
        openStalls.remove(stallID)
    }

    func chargeCard(stallID: String, cardToken: String, pence: Int) async throws -> Sale {
        guard openStalls.contains(stallID) else { throw PaymentError.stallClosed }
        let reference = try await gateway.charge(cardToken: cardToken, pence: pence)
        return record(stallID: stallID, pence: pence, reference: reference)
    }

    func chargeWristband(stallID: String, serial: String, pence: Int) async throws -> Sale {
        guard openStalls.contains(stallID) else { throw PaymentError.stallClosed }
        let reference = try await gateway.chargeWristband(serial: serial, pence: pence)
        return record(stallID: stallID, pence: pence, reference: reference)
    }

    func refund(_ saleID: UUID) async throws {
        guard var sale = sales[saleID], let reference = references[saleID] else { return }
        guard !sale.refunded else { throw PaymentError.alreadyRefunded }
        guard clock().timeIntervalSince(sale.time) <= 30 * 60 else {
            throw PaymentError.refundWindowClosed
        }
        try await gateway.refund(reference: reference)
        sale.refunded = true
        sales[saleID] = sale
    }

    func takings(stallID: String) -> Int {
        sales.values
            .filter { $0.stallID == stallID && !$0.refunded }
            .reduce(0) { $0 + $1.amountPence }
    }

    private func record(stallID: String, pence: Int, reference: String) -> Sale {
        let sale = Sale(id: UUID(), stallID: stallID, amountPence: pence, time: clock(), refunded: false)
        sales[sale.id] = sale
        references[sale.id] = reference
        return sale
    }
}
