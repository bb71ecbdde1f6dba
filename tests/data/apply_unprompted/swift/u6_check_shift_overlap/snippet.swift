    mutating func assign(_ volunteerID: UUID, to shiftID: UUID) throws {
        // ... existing code ...
        guard headcount(for: shiftID) < shift.capacity else {
            throw RosterError.shiftFull(location: shift.location)
        }
        let overlaps = volunteer.shiftIDs
            .compactMap { shifts[$0] }
            .contains { $0.start < shift.end && shift.start < $0.end }
        guard !overlaps else {
            throw RosterError.overlapsExistingShift
        }

        volunteer.shiftIDs.insert(shiftID)
        volunteers[volunteerID] = volunteer
    }
