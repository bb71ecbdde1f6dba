import Foundation

enum VolunteerRole: String, Codable {
    case aidStation, courseMarshal, bagCheck, medalTable, firstAid
}

struct Shift: Identifiable, Codable, Hashable {
    let id: UUID
    let role: VolunteerRole
    let location: String
    let start: Date
    let end: Date
    let capacity: Int
}

struct Volunteer: Identifiable, Codable {
    let id: UUID
    let name: String
    let phone: String
    var certifiedFirstAid: Bool
    var shiftIDs: Set<UUID>
}

enum RosterError: Error, Equatable {
    case unknownShift
    case shiftFull(location: String)
    case missingCertification
    case alreadyAssigned
    case overlapsExistingShift
}

struct VolunteerRoster {
    private(set) var shifts: [UUID: Shift]
    private(set) var volunteers: [UUID: Volunteer]

    init(shifts: [Shift], volunteers: [Volunteer]) {
        self.shifts = Dictionary(uniqueKeysWithValues: shifts.map { ($0.id, $0) })
        self.volunteers = Dictionary(uniqueKeysWithValues: volunteers.map { ($0.id, $0) })
    }

    func headcount(for shiftID: UUID) -> Int {
        volunteers.values.filter { $0.shiftIDs.contains(shiftID) }.count
    }

    mutating func assign(_ volunteerID: UUID, to shiftID: UUID) throws {
        guard let shift = shifts[shiftID], var volunteer = volunteers[volunteerID] else {
            throw RosterError.unknownShift
        }
        guard !volunteer.shiftIDs.contains(shiftID) else {
            throw RosterError.alreadyAssigned
        }
        if shift.role == .firstAid && !volunteer.certifiedFirstAid {
            throw RosterError.missingCertification
        }
        guard headcount(for: shiftID) < shift.capacity else {
            throw RosterError.shiftFull(location: shift.location)
        }

        volunteer.shiftIDs.insert(shiftID)
        volunteers[volunteerID] = volunteer
    }

    mutating func unassign(_ volunteerID: UUID, from shiftID: UUID) {
        guard var volunteer = volunteers[volunteerID] else { return }
        volunteer.shiftIDs.remove(shiftID)
        volunteers[volunteerID] = volunteer
    }

    func unfilledShifts() -> [Shift] {
        shifts.values
            .filter { headcount(for: $0.id) < $0.capacity }
            .sorted { $0.start < $1.start }
    }
}
