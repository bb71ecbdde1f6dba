    // ... existing code ...

    func load() async {
        do {
            stations = try await api.fetchStations().sorted { $0.kilometre < $1.kilometre }
        } catch {
            errorMessage = "Could not load aid stations: \(error.localizedDescription)"
        }
    }

    func markOpen(_ station: AidStation) async {
        await update(station.id) { $0.status = .open }
    }

    // ... existing code ...
