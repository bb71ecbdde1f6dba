    func filter(byDay day: FestivalDay) {
        // ... existing code ...
    }

    func filter(byGenre genre: String) {
        visible = performances
            .filter { $0.genre.localizedCaseInsensitiveCompare(genre) == .orderedSame }
            .sorted { $0.start < $1.start }
    }

    func toggleFavourite(_ performance: Performance) {
        // ... existing code ...
    }
