// ... existing code ...

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
