    // ... existing code ...

    func pace(for chipID: String, at mat: MatLocation, inMiles: Bool = false) -> String? {
        guard mat != .start, let elapsed = chipTime(for: chipID, at: mat) else { return nil }
        let distance = inMiles ? mat.distanceKm / 1.609344 : mat.distanceKm
        let secondsPerUnit = elapsed / distance
        let minutes = Int(secondsPerUnit) / 60
        let seconds = Int(secondsPerUnit) % 60
        return String(format: "%d:%02d/%@", minutes, seconds, inMiles ? "mi" : "km")
    }

    // ... existing code ...
