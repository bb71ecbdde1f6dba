import Combine
import Foundation

struct LedgerCharge: Identifiable {
    let id: String
    let description: String
    let amount: Decimal
    let dueDate: Date
    var paidAmount: Decimal

    var isPaid: Bool { paidAmount >= amount }
    var remaining: Decimal { max(amount - paidAmount, 0) }
}

protocol LedgerService {
    func charges(forLease leaseID: String) async throws -> [LedgerCharge]
}

@MainActor
final class RentLedgerViewModel: ObservableObject {
    @Published private(set) var charges: [LedgerCharge] = []
    @Published private(set) var isLoading = false
    @Published var errorMessage: String?

    private let leaseID: String
    private let service: LedgerService
    private let currency: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "USD"
        return formatter
    }()

    init(leaseID: String, service: LedgerService) {
        self.leaseID = leaseID
        self.service = service
    }

    var visibleCharges: [LedgerCharge] {
        charges.sorted { $0.dueDate > $1.dueDate }
    }

    var balanceDue: Decimal {
        charges.reduce(0) { $0 + $1.remaining }
    }

    var formattedBalance: String {
        currency.string(from: balanceDue as NSDecimalNumber) ?? "$0.00"
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            charges = try await service.charges(forLease: leaseID)
            errorMessage = nil
        } catch {
            errorMessage = "Couldn't load the ledger. Pull to retry."
        }
    }
}
