    // ... existing code ...

    func advance(_ id: UUID) {
        guard let index = tickets.firstIndex(where: { $0.id == id }) else { return }
        switch tickets[index].state {
        // ... existing code ...
        case .plated:
            tickets[index].state = .served
            overdueIDs.remove(id)
            // Served tickets leave the pass; the board only shows live work.
            tickets.remove(at: index)
        case .served:
            break
        }
    }

    // ... existing code ...
