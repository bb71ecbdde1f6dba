import Foundation

struct Episode: Codable, Equatable, Identifiable {
    let id: String
    let showTitle: String
    let title: String
    let duration: TimeInterval
    let audioURL: URL
}

final class PlaybackQueue: ObservableObject {
    @Published private(set) var items: [Episode] = []
    @Published private(set) var currentIndex: Int?

    private let storageKey = "playback.queue.v2"
    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        restore()
    }

    var current: Episode? {
        guard let index = currentIndex, items.indices.contains(index) else { return nil }
        return items[index]
    }

    var remainingDuration: TimeInterval {
        guard let index = currentIndex else { return items.reduce(0) { $0 + $1.duration } }
        return items[index...].reduce(0) { $0 + $1.duration }
    }

    func enqueue(_ episode: Episode) {
        guard !items.contains(where: { $0.id == episode.id }) else { return }
        items.append(episode)
        persist()
    }

    func remove(_ episode: Episode) {
        guard let index = items.firstIndex(of: episode) else { return }
        items.remove(at: index)
        if let current = currentIndex, index < current {
            currentIndex = current - 1
        }
        persist()
    }

    func advance() {
        guard let index = currentIndex else {
            currentIndex = items.isEmpty ? nil : 0
            return
        }
        currentIndex = index + 1 < items.count ? index + 1 : nil
        persist()
    }

    func clear() {
        items.removeAll()
        currentIndex = nil
        persist()
    }

    private func persist() {
        guard let data = try? JSONEncoder().encode(items) else { return }
        defaults.set(data, forKey: storageKey)
    }

    private func restore() {
        guard let data = defaults.data(forKey: storageKey),
              let saved = try? JSONDecoder().decode([Episode].self, from: data) else { return }
        items = saved
    }
}
