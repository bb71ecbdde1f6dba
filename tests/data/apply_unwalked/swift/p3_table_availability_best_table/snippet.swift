    // ... existing code ...

    func bestTable(for request: ReservationRequest) -> DiningTable? {
        let options = candidates(for: request)
        // Avoid putting a couple at a six-top unless nothing else is free.
        let snug = options.filter { $0.seats - request.partySize <= 2 }
        let pool = snug.isEmpty ? options : snug
        return pool.min { lhs, rhs in
            if lhs.seats != rhs.seats {
                return lhs.seats < rhs.seats
            }
            return lhs.id < rhs.id
        }
    }

    // ... existing code ...
