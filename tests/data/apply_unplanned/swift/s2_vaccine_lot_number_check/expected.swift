import Foundation

enum ValidationError: Error, Equatable {
    case missingPatient
    case futureDate(Date)
    case unknownVaccine(String)
    case invalidLotNumber(String)
    case missingVeterinarian
    case unknownAnalyte(String)
    case weightOutOfRange(Double)
}

/// Checks records typed in at the front desk before they are saved.
struct RecordValidator {
    let knownVaccines: Set<String>
    let knownAnalytes: Set<String>
    let now: () -> Date

    init(knownVaccines: Set<String>,
         knownAnalytes: Set<String>,
         now: @escaping () -> Date = Date.init) {
        self.knownVaccines = knownVaccines
        self.knownAnalytes = knownAnalytes
        self.now = now
    }

    func validate(_ record: VaccinationRecord) throws {
        guard record.patientID != nil else {
            throw ValidationError.missingPatient
        }
        guard record.administeredAt <= now() else {
            throw ValidationError.futureDate(record.administeredAt)
        }
        guard knownVaccines.contains(record.vaccine) else {
            throw ValidationError.unknownVaccine(record.vaccine)
        }
        guard record.veterinarianID != nil else {
            throw ValidationError.missingVeterinarian
        }
        let lot = record.lotNumber.trimmingCharacters(in: .whitespaces)
        guard lot.count >= 4 else {
            throw ValidationError.invalidLotNumber(record.lotNumber)
        }
    }

    func validate(_ result: LabResult) throws {
        guard result.patientID != nil else {
            throw ValidationError.missingPatient
        }
        guard result.collectedAt <= now() else {
            throw ValidationError.futureDate(result.collectedAt)
        }
        guard knownAnalytes.contains(result.analyte) else {
            throw ValidationError.unknownAnalyte(result.analyte)
        }
    }

    func validate(_ entry: WeightEntry) throws {
        guard entry.patientID != nil else {
            throw ValidationError.missingPatient
        }
        guard entry.recordedAt <= now() else {
            throw ValidationError.futureDate(entry.recordedAt)
        }
        guard (0.05...150).contains(entry.kilograms) else {
            throw ValidationError.weightOutOfRange(entry.kilograms)
        }
    }
}
