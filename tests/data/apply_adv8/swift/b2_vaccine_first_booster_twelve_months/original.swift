import Foundation

enum Species: String, Codable {
    case canine, feline, rabbit, ferret
}

struct VaccineProtocol: Codable {
    let code: String
    let species: Species
    let primarySeriesDoses: Int
    let primaryIntervalDays: Int
    let boosterIntervalDays: Int
    let minimumAgeWeeks: Int
}

struct VaccinationRecord: Codable, Identifiable {
    let id: UUID
    let patientID: UUID
    let vaccineCode: String
    let doseNumber: Int
    let administeredOn: Date
    let vetInitials: String
}

final class VaccinationPlanner {
    private let calendar: Calendar
    private let protocols: [String: VaccineProtocol]

    init(protocols: [VaccineProtocol], calendar: Calendar = .current) {
        self.calendar = calendar
        self.protocols = Dictionary(uniqueKeysWithValues: protocols.map { ($0.code, $0) })
    }

    func firstDoseDate(for code: String, dateOfBirth: Date) -> Date? {
        guard let proto = protocols[code] else { return nil }
        return calendar.date(byAdding: .weekOfYear, value: proto.minimumAgeWeeks, to: dateOfBirth)
    }

    func nextDueDate(after record: VaccinationRecord) -> Date? {
        guard let proto = protocols[record.vaccineCode] else { return nil }
        let interval = record.doseNumber < proto.primarySeriesDoses
            ? proto.primaryIntervalDays
            : proto.boosterIntervalDays
        return calendar.date(byAdding: .day, value: interval, to: record.administeredOn)
    }

    func isOverdue(_ record: VaccinationRecord, on date: Date = Date()) -> Bool {
        guard let due = nextDueDate(after: record) else { return false }
        return due < date
    }

    func reminderDate(for record: VaccinationRecord, leadDays: Int = 14) -> Date? {
        guard let due = nextDueDate(after: record) else { return nil }
        return calendar.date(byAdding: .day, value: -leadDays, to: due)
    }
}
