import Combine
import Foundation

struct LeaveBalance: Identifiable, Decodable {
    let id: String
    let leaveType: LeaveType
    let accruedHours: Double
    let usedHours: Double
    let pendingHours: Double
    let carryoverHours: Double

    var availableHours: Double {
        accruedHours + carryoverHours - usedHours - pendingHours
    }
}

enum LeaveType: String, Decodable, CaseIterable {
    case vacation
    case sick
    case personal
    case parental
    case floatingHoliday = "floating_holiday"

    var displayName: String {
        switch self {
        case .vacation: return "Vacation"
        case .sick: return "Sick"
        case .personal: return "Personal"
        case .parental: return "Parental"
        case .floatingHoliday: return "Floating Holiday"
        }
    }
}

@MainActor
final class LeaveBalanceViewModel: ObservableObject {
    @Published private(set) var balances: [LeaveBalance] = []
    @Published private(set) var isLoading = false
    @Published var errorMessage: String?

    private let service: LeaveService
    private let employeeId: String
    private let hoursPerDay: Double

    init(service: LeaveService, employeeId: String, hoursPerDay: Double = 8) {
        self.service = service
        self.employeeId = employeeId
        self.hoursPerDay = hoursPerDay
    }

    func refresh() async {
        isLoading = true
        defer { isLoading = false }
        do {
            balances = try await service.balances(for: employeeId)
                .sorted { $0.leaveType.displayName < $1.leaveType.displayName }
            errorMessage = nil
        } catch {
            errorMessage = "Could not load leave balances. Pull to retry."
        }
    }

    func availableDays(for type: LeaveType) -> Double {
        guard let balance = balances.first(where: { $0.leaveType == type }) else {
            return 0
        }
        return balance.availableHours / hoursPerDay
    }

    func canRequest(hours: Double, of type: LeaveType) -> Bool {
        guard let balance = balances.first(where: { $0.leaveType == type }) else {
            return false
        }
        return balance.availableHours >= hours
    }
}
