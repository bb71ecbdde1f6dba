import Foundation

enum SeatSection: String, CaseIterable, Codable {
    case stalls
    case rearStalls
    case circle
    case balcony
    case box
}

struct PriceTier: Codable, Equatable {
    let section: SeatSection
    let label: String
    let adult: Decimal
    let concession: Decimal
    let child: Decimal
}

extension PriceTier {
    /// Evening performances, Tuesday to Saturday.
    static let standard: [PriceTier] = [
        PriceTier(section: .stalls, label: "Stalls", adult: 28, concession: 22, child: 14),
        PriceTier(section: .rearStalls, label: "Rear stalls", adult: 24, concession: 19, child: 12),
        PriceTier(section: .circle, label: "Dress circle", adult: 26, concession: 21, child: 13),
        PriceTier(section: .balcony, label: "Balcony", adult: 18, concession: 14, child: 9),
        PriceTier(section: .box, label: "Box (per seat)", adult: 32, concession: 32, child: 16),
    ]

    /// Sunday and Wednesday matinees.
    static let matinee: [PriceTier] = [
        PriceTier(section: .stalls, label: "Stalls", adult: 22, concession: 18, child: 11),
        PriceTier(section: .rearStalls, label: "Rear stalls", adult: 19, concession: 15, child: 10),
        PriceTier(section: .circle, label: "Dress circle", adult: 21, concession: 17, child: 10),
        PriceTier(section: .balcony, label: "Balcony", adult: 16, concession: 12, child: 8),
        PriceTier(section: .box, label: "Box (per seat)", adult: 26, concession: 26, child: 13),
    ]

    /// Preview nights before press night.
    static let preview: [PriceTier] = [
        PriceTier(section: .stalls, label: "Stalls", adult: 18, concession: 15, child: 9),
        PriceTier(section: .rearStalls, label: "Rear stalls", adult: 16, concession: 13, child: 8),
        PriceTier(section: .circle, label: "Dress circle", adult: 17, concession: 14, child: 9),
        PriceTier(section: .balcony, label: "Balcony", adult: 12, concession: 10, child: 6),
        PriceTier(section: .box, label: "Box (per seat)", adult: 22, concession: 22, child: 11),
    ]

    static func tier(for section: SeatSection, in tiers: [PriceTier]) -> PriceTier? {
        tiers.first { $0.section == section }
    }
}

struct PriceCalculator {
    let tiers: [PriceTier]

    func total(section: SeatSection, adults: Int, concessions: Int, children: Int) -> Decimal {
        guard let tier = PriceTier.tier(for: section, in: tiers) else { return 0 }
        return tier.adult * Decimal(adults)
            + tier.concession * Decimal(concessions)
            + tier.child * Decimal(children)
    }
}
