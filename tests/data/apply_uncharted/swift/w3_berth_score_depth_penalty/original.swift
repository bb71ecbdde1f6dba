import Foundation

struct Berth: Hashable {
    let id: String
    let terminal: String
    let lengthMeters: Double
    let depthMeters: Double
    let hasReeferPlugs: Bool
    let craneCount: Int
}

struct VesselCallRequest {
    let imo: String
    let vesselName: String
    let loaMeters: Double
    let draftMeters: Double
    let reeferUnits: Int
    let moves: Int
    let eta: Date
    let preferredTerminal: String?
}

struct BerthAssignment {
    let request: VesselCallRequest
    let berth: Berth
    let start: Date
    let end: Date
}

final class BerthAllocator {
    private let berths: [Berth]
    private var bookings: [String: [BerthAssignment]] = [:]
    private let movesPerCraneHour: Double = 28
    private let underKeelClearance: Double = 0.6

    init(berths: [Berth]) {
        self.berths = berths
    }

    func candidateBerths(for request: VesselCallRequest) -> [Berth] {
        berths.filter { berth in
            berth.lengthMeters >= request.loaMeters + 20
                && berth.depthMeters >= request.draftMeters + underKeelClearance
                && (request.reeferUnits == 0 || berth.hasReeferPlugs)
        }
    }

    func estimatedDuration(of request: VesselCallRequest, at berth: Berth) -> TimeInterval {
        let craneHours = Double(request.moves) / (movesPerCraneHour * Double(max(berth.craneCount, 1)))
        return (craneHours + 2) * 3600
    }

    func score(_ berth: Berth, for request: VesselCallRequest) -> Double {
        var score = 100.0
        let slack = berth.lengthMeters - request.loaMeters
        score -= slack / 10
        if let preferred = request.preferredTerminal, preferred != berth.terminal {
            score -= 25
        }
        score += Double(berth.craneCount) * 4
        return score
    }

    func isFree(_ berth: Berth, from start: Date, to end: Date) -> Bool {
        let existing = bookings[berth.id] ?? []
        return !existing.contains { $0.start < end && start < $0.end }
    }

    func allocate(_ request: VesselCallRequest) -> BerthAssignment? {
        let ranked = candidateBerths(for: request)
            .sorted { score($0, for: request) > score($1, for: request) }
        for berth in ranked {
            let end = request.eta.addingTimeInterval(estimatedDuration(of: request, at: berth))
            guard isFree(berth, from: request.eta, to: end) else { continue }
            let assignment = BerthAssignment(request: request, berth: berth, start: request.eta, end: end)
            bookings[berth.id, default: []].append(assignment)
            return assignment
        }
        return nil
    }
}
