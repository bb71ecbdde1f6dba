// ... keep existing code

enum LeaveType: String, Decodable, CaseIterable {
    case vacation
    case sick
    case personal
    case parental
    case bereavement
    case floatingHoliday = "floating_holiday"

    var displayName: String {
        switch self {
        // ... keep existing code
        case .parental: return "Parental"
        case .bereavement: return "Bereavement"
        case .floatingHoliday: return "Floating Holiday"
        }
    }

    /// Policy grants these regardless of the current balance (the balance may go negative).
    var allowsNegativeBalance: Bool {
        self == .sick || self == .bereavement
    }
}

// ... keep existing code

    func canRequest(hours: Double, of type: LeaveType) -> Bool {
        if type.allowsNegativeBalance {
            return true
        }
        guard let balance = balances.first(where: { $0.leaveType == type }) else {
            return false
        }
        return balance.availableHours >= hours
    }
}
