import Foundation

/// One lab/tasting sample pulled from a barrel during élevage.
struct BarrelSample: Codable, Identifiable {
    let id: UUID
    let barrelCode: String
    let lotCode: String
    let sampledOn: Date
    let freeSO2: Double        // mg/L
    let volatileAcidity: Double // g/L acetic
    let malicAcid: Double?     // g/L, nil once ML is confirmed complete
    let tastingNote: String
    let tasterInitials: String
}

enum SampleFlag: String, Codable, CaseIterable {
    case lowSO2 = "Low free SO2"
    case highVA = "High volatile acidity"
    case mlIncomplete = "Malolactic incomplete"
    case brettSuspected = "Brett character noted"
}

struct SampleReviewPolicy {
    var minFreeSO2: Double = 25
    var maxVolatileAcidity: Double = 0.8
    var maxMalic: Double = 0.3

    func flags(for sample: BarrelSample) -> [SampleFlag] {
        var result: [SampleFlag] = []
        if sample.freeSO2 < minFreeSO2 {
            result.append(.lowSO2)
        }
        if sample.volatileAcidity > maxVolatileAcidity {
            result.append(.highVA)
        }
        if let malic = sample.malicAcid, malic > maxMalic {
            result.append(.mlIncomplete)
        }
        let note = sample.tastingNote.lowercased()
        if ["brett", "barnyard", "band-aid", "mousy"].contains(where: { note.contains($0) }) {
            result.append(.brettSuspected)
        }
        return result
    }
}

final class BarrelSampleLog {
    private(set) var samples: [BarrelSample] = []
    private let policy: SampleReviewPolicy

    init(policy: SampleReviewPolicy = SampleReviewPolicy()) {
        self.policy = policy
    }

    func add(_ sample: BarrelSample) {
        samples.append(sample)
        samples.sort { $0.sampledOn < $1.sampledOn }
    }

    func latest(forBarrel code: String) -> BarrelSample? {
        samples.last { $0.barrelCode == code }
    }

    func barrelsNeedingAttention() -> [String: [SampleFlag]] {
        var out: [String: [SampleFlag]] = [:]
        let codes = Set(samples.map(\.barrelCode))
        for code in codes {
            guard let sample = latest(forBarrel: code) else { continue }
            let flags = policy.flags(for: sample)
            if !flags.isEmpty {
                out[code] = flags
            }
        }
        return out
    }

    func exportCSV() -> String {
        let formatter = ISO8601DateFormatter()
        var lines = ["barrel,lot,sampled_on,free_so2,va,malic,taster"]
        for s in samples {
            let malic = s.malicAcid.map { String(format: "%.2f", $0) } ?? ""
            lines.append("\(s.barrelCode),\(s.lotCode),\(formatter.string(from: s.sampledOn)),\(s.freeSO2),\(s.volatileAcidity),\(malic),\(s.tasterInitials)")
        }
        return lines.joined(separator: "\n")
    }
}
