import Foundation

struct PlayRecord: Codable, Hashable {
    let playId: UUID
    let trackId: String
    let playedAt: Date
    let secondsListened: Int
}

protocol HistoryPersisting {
    func load() throws -> [PlayRecord]
    func save(_ records: [PlayRecord]) throws
}

final class ListeningHistoryStore {
    private let persistence: HistoryPersisting
    private let maxRecords: Int
    private(set) var records: [PlayRecord] = []

    init(persistence: HistoryPersisting, maxRecords: Int = 2_000) {
        self.persistence = persistence
        self.maxRecords = maxRecords
    }

    func restore() {
        do {
            records = try persistence.load()
        } catch {
            records = []
        }
    }

    func append(_ record: PlayRecord) {
        records.insert(record, at: 0)
        if records.count > maxRecords {
            records.removeLast(records.count - maxRecords)
        }
        try? persistence.save(records)
    }

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

    func recentTrackIds(limit: Int = 20) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for record in records where !seen.contains(record.trackId) {
            seen.insert(record.trackId)
            result.append(record.trackId)
            if result.count == limit {
                break
            }
        }
        return result
    }

    func clear() {
        records = []
        try? persistence.save(records)
    }
}
