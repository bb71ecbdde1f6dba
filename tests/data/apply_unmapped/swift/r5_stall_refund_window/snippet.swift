enum PaymentError: Error, Equatable {
    case declined(reason: String)
    case alreadyRefunded
    case refundWindowClosed
    case stallClosed
}

// ...

    func refund(_ saleID: UUID) async throws {
        guard var sale = sales[saleID], let reference = references[saleID] else { return }
        guard !sale.refunded else { throw PaymentError.alreadyRefunded }
        guard clock().timeIntervalSince(sale.time) <= 30 * 60 else {
            throw PaymentError.refundWindowClosed
        }
        // ...
    }

// ...
