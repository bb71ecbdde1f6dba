import Foundation

struct Track: Identifiable, Codable, Hashable {
    let id: UUID
    var title: String
    var artist: String
    var duration: TimeInterval
    var isExplicit: Bool = false
}

struct Playlist: Identifiable, Codable {
    let id: UUID
    var name: String
    var tracks: [Track]
    var createdAt: Date

    init(name: String, tracks: [Track] = []) {
        self.id = UUID()
        self.name = name
        self.tracks = tracks
        self.createdAt = Date()
    }

    var totalDuration: TimeInterval {
        tracks.reduce(0) { $0 + $1.duration }
    }

    var formattedDuration: String {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = totalDuration >= 3600 ? [.hour, .minute] : [.minute, .second]
        formatter.unitsStyle = .abbreviated
        return formatter.string(from: totalDuration) ?? "0m"
    }

    mutating func append(_ track: Track) {
        guard !tracks.contains(where: { $0.id == track.id }) else { return }
        tracks.append(track)
    }

    mutating func remove(at offsets: IndexSet) {
        for index in offsets.sorted(by: >) {
            tracks.remove(at: index)
        }
    }

    mutating func move(from source: IndexSet, to destination: Int) {
        let moving = source.sorted().map { tracks[$0] }
        for index in source.sorted(by: >) {
            tracks.remove(at: index)
        }
        let adjusted = destination - source.filter { $0 < destination }.count
        tracks.insert(contentsOf: moving, at: adjusted)
    }
}

extension Playlist: CustomStringConvertible {
    var description: String {
        "\(name) (\(tracks.count) tracks, \(formattedDuration))"
    }
}

extension Playlist {
    /// Shuffles the tracks, keeping the current first track in place when `keepFirst` is set.
    mutating func shuffle(keepFirst: Bool = false) {
        guard tracks.count > 1 else { return }
        if keepFirst {
            tracks[1...].shuffle()
        } else {
            tracks.shuffle()
        }
    }
}
