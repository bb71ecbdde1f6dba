import Foundation

/// Price tiers offered to wholesale accounts (distributors, restaurants,
/// bottle shops). Prices are per 12-bottle case, FOB winery.
enum WholesaleTier: String, Codable, CaseIterable {
    case distributor
    case onPremise
    case retail

    var discountFromList: Decimal {
        switch self {
        case .distributor: return 0.50
        case .onPremise: return 0.35
        case .retail: return 0.30
        }
    }

    var minimumCases: Int {
        switch self {
        case .distributor: return 56
        case .onPremise: return 3
        case .retail: return 5
        }
    }
}

struct CasePrice {
    let sku: String
    let listPricePerBottle: Decimal
    let bottlesPerCase: Int

    func price(for tier: WholesaleTier) -> Decimal {
        let perCase = listPricePerBottle * Decimal(bottlesPerCase)
        return perCase * (1 - tier.discountFromList)
    }

    func total(for tier: WholesaleTier, cases: Int) -> Decimal? {
        guard cases >= tier.minimumCases else { return nil }
        return price(for: tier) * Decimal(cases)
    }
}
