import Foundation

/// Status levels in the SkyHop Miles programme, lowest first.
enum LoyaltyTier: String, CaseIterable, Codable {
    case blue
    case silver
    case gold
    case platinum

    /// Qualifying points needed to reach this tier in a membership year.
    var threshold: Int {
        switch self {
        case .blue: return 0
        case .silver: return 30_000
        case .gold: return 60_000
        case .platinum: return 100_000
        }
    }

    var earnMultiplier: Double {
        switch self {
        case .blue: return 1.0
        case .silver: return 1.25
        case .gold: return 1.5
        case .platinum: return 2.0
        }
    }

    /// Gold and above get lounge access on all SkyHop-operated flights.
    var includesLoungeAccess: Bool {
        self == .gold || self == .platinum
    }

    var displayName: String {
        rawValue.capitalized
    }

    static func tier(forQualifyingPoints points: Int) -> LoyaltyTier {
        allCases.last { points >= $0.threshold } ?? .blue
    }

    func pointsToNextTier(from points: Int) -> Int? {
        guard let index = LoyaltyTier.allCases.firstIndex(of: self),
              index + 1 < LoyaltyTier.allCases.count else { return nil }
        let next = LoyaltyTier.allCases[index + 1]
        return max(0, next.threshold - points)
    }
}
