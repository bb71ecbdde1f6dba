    // ... existing code ...

    func trace(tagNumber: String, destination: String) async throws -> TraceResult {
        guard tagNumber.count == 10, tagNumber.allSatisfy(\.isNumber) else {
            throw BagTraceError.invalidTag(tagNumber)
        }
        let history = try await scans(for: tagNumber)
        let last = history.max(by: { $0.scannedAt < $1.scannedAt })
        let mishandled: Bool
        if let last = last {
            switch last.status {
            case .offloaded, .missing:
                mishandled = true
            case .arrived:
                // Arrived somewhere, but not where the passenger did.
                mishandled = last.station != destination
            case .checkedIn, .loaded:
                mishandled = false
            }
        } else {
            mishandled = true
        }
        return TraceResult(tagNumber: tagNumber, lastScan: last, isMishandled: mishandled)
    }

    // ... existing code ...
