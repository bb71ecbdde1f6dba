import Foundation

/// Timing mats laid out on the course, in the order runners cross them.
enum MatLocation: String, CaseIterable {
    case start, km5, km10, half, km30, finish

    var distanceKm: Double {
        switch self {
        case .start: return 0
        case .km5: return 5
        case .km10: return 10
        case .half: return 21.0975
        case .km30: return 30
        case .finish: return 42.195
        }
    }
}

struct ChipRead {
    let chipID: String
    let mat: MatLocation
    let timestamp: Date
}

final class SplitCalculator {
    private var reads: [String: [MatLocation: Date]] = [:]
    private let startGun: Date

    init(startGun: Date) {
        self.startGun = startGun
    }

    func record(_ read: ChipRead) {
        var mats = reads[read.chipID, default: [:]]
        // Keep the first crossing only; runners sometimes step back over a mat.
        if mats[read.mat] == nil {
            mats[read.mat] = read.timestamp
        }
        reads[read.chipID] = mats
    }

    func gunTime(for chipID: String, at mat: MatLocation) -> TimeInterval? {
        guard let crossed = reads[chipID]?[mat] else { return nil }
        return crossed.timeIntervalSince(startGun)
    }

    func chipTime(for chipID: String, at mat: MatLocation) -> TimeInterval? {
        guard let started = reads[chipID]?[.start],
              let crossed = reads[chipID]?[mat] else { return nil }
        return crossed.timeIntervalSince(started)
    }

    func split(for chipID: String, from: MatLocation, to: MatLocation) -> TimeInterval? {
        guard let first = reads[chipID]?[from],
              let second = reads[chipID]?[to] else { return nil }
        return second.timeIntervalSince(first)
    }

    func pace(for chipID: String, at mat: MatLocation) -> String? {
        guard mat != .start, let elapsed = chipTime(for: chipID, at: mat) else { return nil }
        let secondsPerKm = elapsed / mat.distanceKm
        let minutes = Int(secondsPerKm) / 60
        let seconds = Int(secondsPerKm) % 60
        return String(format: "%d:%02d/km", minutes, seconds)
    }

    func missingMats(for chipID: String) -> [MatLocation] {
        let crossed = reads[chipID] ?? [:]
        return MatLocation.allCases.filter { crossed[$0] == nil }
    }
}
