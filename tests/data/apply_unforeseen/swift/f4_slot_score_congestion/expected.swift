import Foundation

struct Slot: Hashable {
    let code: String
    let zone: String
    let aisle: Int
    let bay: Int
    let level: Int
    let maxWeightKg: Double
}

struct SkuProfile {
    let sku: String
    let dailyPicks: Double
    let unitWeightKg: Double
    let unitsPerCase: Int
    let preferredZone: String?
}

/// Scores candidate slots for a SKU during nightly re-slotting. Lower is better.
struct SlotScorer {
    var packOutAisle = 1
    var aisleWidthMeters = 3.2
    var bayDepthMeters = 1.1
    var congestionByAisle: [Int: Double] = [:]
    var wrongZonePenalty = 40.0

    func travelCost(to slot: Slot) -> Double {
        let aisleDistance = Double(abs(slot.aisle - packOutAisle)) * aisleWidthMeters
        let bayDistance = Double(slot.bay) * bayDepthMeters
        return aisleDistance + bayDistance
    }

    func ergonomicPenalty(for slot: Slot) -> Double {
        switch slot.level {
        case 2, 3: return 0
        case 1, 4: return 0.5
        default: return 1.5
        }
    }

    /// Robots queueing in busy aisles cost more than the raw distance suggests.
    func congestionPenalty(for slot: Slot) -> Double {
        congestionByAisle[slot.aisle, default: 0] * 2
    }

    func fits(_ sku: SkuProfile, in slot: Slot) -> Bool {
        slot.maxWeightKg >= sku.unitWeightKg * Double(sku.unitsPerCase)
    }

    func score(_ sku: SkuProfile, in slot: Slot) -> Double? {
        guard fits(sku, in: slot) else { return nil }
        let travel = travelCost(to: slot) * sku.dailyPicks
        let ergo = ergonomicPenalty(for: slot) * sku.dailyPicks
        let zone = sku.preferredZone.map { $0 == slot.zone ? 0 : wrongZonePenalty } ?? 0
        let congestion = congestionPenalty(for: slot) * sku.dailyPicks
        return travel + ergo + zone + congestion
    }

    func rank(_ sku: SkuProfile, among slots: [Slot]) -> [(slot: Slot, score: Double)] {
        slots
            .compactMap { slot in score(sku, in: slot).map { (slot: slot, score: $0) } }
            .sorted { $0.score < $1.score }
    }

    func best(for sku: SkuProfile, among slots: [Slot]) -> Slot? {
        rank(sku, among: slots).first?.slot
    }
}
