// ... existing code ...

actor VesselPositionStore {
    // ... existing code ...
    private let maxHistoryPerVessel: Int
    private(set) var lastPrunedAt: Date?

    // ... existing code ...

    /// Drops vessels that have not reported since `cutoff`; returns how many were removed.
    @discardableResult
    func pruneStale(olderThan cutoff: Date) -> Int {
        let stale = latest.filter { $0.value.receivedAt < cutoff }.map(\.key)
        for mmsi in stale {
            latest[mmsi] = nil
            history[mmsi] = nil
        }
        lastPrunedAt = Date()
        return stale.count
    }
}

// ... existing code ...
