import Foundation

enum DeclineReason: String {
    case insufficientFunds = "51"
    case expiredCard = "54"
    case suspectedFraud = "59"
    case exceedsWithdrawalLimit = "61"
    case velocityExceeded = "65"
}

struct AuthorizationRequest {
    let cardToken: String
    let merchantCategoryCode: String
    let amountMinor: Int64
    let currency: String
    let expiry: DateComponents
    let isCardPresent: Bool
}

enum AuthorizationDecision {
    case approved(authCode: String)
    case declined(DeclineReason)
}

protocol AccountBalanceProvider {
    func availableBalanceMinor(for cardToken: String) -> Int64?
}

protocol VelocityStore {
    func count(cardToken: String, within window: TimeInterval) -> Int
    func record(cardToken: String, at date: Date)
}

final class AuthorizationEngine {
    private let balances: AccountBalanceProvider
    private let velocityStore: VelocityStore
    private let velocityWindow: TimeInterval = 3600
    private let maxAuthorizationsPerWindow = 12
    private let highRiskMerchantCodes: Set<String> = ["7995", "6051", "4829"]

    init(balances: AccountBalanceProvider, velocityStore: VelocityStore) {
        self.balances = balances
        self.velocityStore = velocityStore
    }

    func authorize(_ request: AuthorizationRequest, now: Date = Date()) -> AuthorizationDecision {
        if isExpired(request.expiry, now: now) {
            return .declined(.expiredCard)
        }
        if highRiskMerchantCodes.contains(request.merchantCategoryCode) && !request.isCardPresent {
            return .declined(.suspectedFraud)
        }
        if velocityStore.count(cardToken: request.cardToken, within: velocityWindow) >= maxAuthorizationsPerWindow {
            return .declined(.velocityExceeded)
        }
        guard let available = balances.availableBalanceMinor(for: request.cardToken),
              available >= request.amountMinor else {
            return .declined(.insufficientFunds)
        }
        velocityStore.record(cardToken: request.cardToken, at: now)
        return .approved(authCode: makeAuthCode())
    }

    private func isExpired(_ expiry: DateComponents, now: Date) -> Bool {
        let calendar = Calendar(identifier: .gregorian)
        guard let year = expiry.year, let month = expiry.month else { return true }
        let current = calendar.dateComponents([.year, .month], from: now)
        guard let currentYear = current.year, let currentMonth = current.month else { return true }
        return year < currentYear || (year == currentYear && month < currentMonth)
    }

    private func makeAuthCode() -> String {
        let digits = (0..<6).map { _ in String(Int.random(in: 0...9)) }
        return digits.joined()
    }
}

extension AuthorizationDecision {
    var isApproved: Bool {
        if case .approved = self { return true }
        return false
    }

    var responseCode: String {
        switch self {
        case .approved:
            return "00"
        case .declined(let reason):
            return reason.rawValue
        }
    }
}
