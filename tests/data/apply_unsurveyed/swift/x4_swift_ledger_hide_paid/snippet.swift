// ... keep existing code

@MainActor
final class RentLedgerViewModel: ObservableObject {
    @Published private(set) var charges: [LedgerCharge] = []
    @Published private(set) var isLoading = false
    @Published var errorMessage: String?
    @Published var showsPaidCharges = false

    // ... keep existing code

    var visibleCharges: [LedgerCharge] {
        charges
            .filter { showsPaidCharges || !$0.isPaid }
            .sorted { $0.dueDate > $1.dueDate }
    }

    // ... keep existing code
}
