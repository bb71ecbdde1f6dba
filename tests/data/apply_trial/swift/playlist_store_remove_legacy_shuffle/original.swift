import Foundation
import Combine

struct Track: Identifiable, Codable, Equatable {
    let id: UUID
    var title: String
    var artist: String
    var duration: TimeInterval
}

final class PlaylistStore: ObservableObject {
    @Published private(set) var tracks: [Track] = []
    @Published var currentIndex: Int?

    private let storageURL: URL

    init(storageURL: URL) {
        self.storageURL = storageURL
        load()
    }

    var totalDuration: TimeInterval {
        tracks.reduce(0) { $0 + $1.duration }
    }

    func add(_ track: Track) {
        tracks.append(track)
        save()
    }

    func remove(at offsets: IndexSet) {
        tracks.remove(atOffsets: offsets)
        save()
    }

    func move(from source: IndexSet, to destination: Int) {
        tracks.move(fromOffsets: source, toOffset: destination)
        save()
    }

    /// Old shuffle kept for the v1 player; prefer `shuffled(seed:)`.
    func legacyShuffle() {
        var result: [Track] = []
        var pool = tracks
        while !pool.isEmpty {
            let index = Int(arc4random_uniform(UInt32(pool.count)))
            result.append(pool.remove(at: index))
        }
        tracks = result
        save()
    }

    func shuffled(seed: UInt64) -> [Track] {
        var generator = SeededGenerator(seed: seed)
        return tracks.shuffled(using: &generator)
    }

    // MARK: - Persistence

    private func load() {
        guard let data = try? Data(contentsOf: storageURL) else { return }
        tracks = (try? JSONDecoder().decode([Track].self, from: data)) ?? []
    }

    private func save() {
        do {
            let data = try JSONEncoder().encode(tracks)
            try data.write(to: storageURL, options: .atomic)
        } catch {
            print("PlaylistStore: failed to save – \(error)")
        }
    }
}

struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed
    }

    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}
