    func enqueue(_ episode: Episode) {
        guard !items.contains(where: { $0.id == episode.id }) else { return }
        items.append(episode)
        persist()
    }

    func playNext(_ episode: Episode) {
        if items.contains(episode) {
            remove(episode)
        }
        let insertAt = min((currentIndex ?? -1) + 1, items.count)
        items.insert(episode, at: insertAt)
        persist()
    }

    func remove(_ episode: Episode) {
        // ... existing code ...
    }
