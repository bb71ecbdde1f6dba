import Foundation

struct RoofFace: Identifiable, Codable {
    let id: UUID
    var label: String
    var azimuthDegrees: Double
    var pitchDegrees: Double
    var usableAreaM2: Double
    var shadingFraction: Double
}

/// Quick production estimates shown on the survey summary before the design team runs PVsyst.
struct YieldEstimator {
    var moduleWatts: Double = 410
    var moduleAreaM2: Double = 1.95
    var peakSunHours: Double
    var performanceRatio: Double = 0.8

    func moduleCount(for face: RoofFace) -> Int {
        guard face.usableAreaM2 > 0 else { return 0 }
        return Int((face.usableAreaM2 / moduleAreaM2).rounded(.down))
    }

    func capacityKW(for face: RoofFace) -> Double {
        Double(moduleCount(for: face)) * moduleWatts / 1000
    }

    /// Fraction of the ideal south-facing yield this orientation gets (northern hemisphere).
    func orientationFactor(for face: RoofFace) -> Double {
        let azimuthPenalty = abs(face.azimuthDegrees - 180) / 180 * 0.35
        let pitchPenalty = abs(face.pitchDegrees - 32) / 90 * 0.15
        return max(0.4, 1 - azimuthPenalty - pitchPenalty)
    }

    /// Annual energy for one face, in kWh, ignoring shading.
    func annualYieldKWh(for face: RoofFace) -> Double {
        let capacity = capacityKW(for: face)
        let factor = orientationFactor(for: face)
        return capacity * peakSunHours * 365 * performanceRatio * factor
    }

    /// Annual energy for one face, in kWh, after the surveyed shading loss.
    func shadedYieldKWh(for face: RoofFace) -> Double {
        let capacity = capacityKW(for: face)
        let factor = orientationFactor(for: face)
        return capacity * peakSunHours * 365 * performanceRatio * factor * (1 - face.shadingFraction)
    }

    func totalYieldKWh(for faces: [RoofFace]) -> Double {
        faces.reduce(0) { $0 + shadedYieldKWh(for: $1) }
    }
}

extension YieldEstimator {
    static func forRegion(_ code: String) -> YieldEstimator {
        switch code {
        case "CA-S": return YieldEstimator(peakSunHours: 5.8)
        case "CA-N": return YieldEstimator(peakSunHours: 5.1)
        case "OR": return YieldEstimator(peakSunHours: 4.2)
        default: return YieldEstimator(peakSunHours: 4.5)
        }
    }
}
