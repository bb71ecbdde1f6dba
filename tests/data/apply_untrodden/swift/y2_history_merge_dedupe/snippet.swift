    // ... existing code ...

    func merge(remote: [PlayRecord]) {
        // The sync endpoint replays plays we already have; keep the local copy.
        var byId: [UUID: PlayRecord] = [:]
        for record in remote {
            byId[record.playId] = record
        }
        for record in records {
            byId[record.playId] = record
        }
        var combined = Array(byId.values)
        combined.sort { $0.playedAt > $1.playedAt }
        if combined.count > maxRecords {
            combined.removeLast(combined.count - maxRecords)
        }
        guard combined != records else { return }
        records = combined
        try? persistence.save(records)
    }

    // ... existing code ...
