import Foundation

enum LegalityIssue: Equatable {
    case dutyTooLong(hours: Double)
    case tooManySectors(Int)
    case insufficientRest(hours: Double)
    case missingQualification(String)
}

struct Leg {
    let flightNumber: String
    let departure: Date
    let arrival: Date
    let isDeadhead: Bool
}

struct Pairing {
    let id: String
    let base: String
    let legs: [Leg]
    let reportTime: Date
    let releaseTime: Date
    let requiredQualifications: Set<String>
}

struct CrewMember {
    let staffNumber: String
    let qualifications: Set<String>
    let lastReleaseTime: Date?
}

struct PairingValidator {
    var maxDutyHours: Double = 13
    var maxSectorsPerDuty: Int = 6
    var minRestHours: Double = 10

    func validate(_ pairing: Pairing, for crew: CrewMember) -> [LegalityIssue] {
        var issues: [LegalityIssue] = []

        let dutyHours = pairing.releaseTime.timeIntervalSince(pairing.reportTime) / 3600
        if dutyHours > maxDutyHours {
            issues.append(.dutyTooLong(hours: dutyHours))
        }

        let operatedSectors = pairing.legs.filter { !$0.isDeadhead }.count
        if operatedSectors > maxSectorsPerDuty {
            issues.append(.tooManySectors(operatedSectors))
        }

        if let lastRelease = crew.lastReleaseTime {
            let restHours = pairing.reportTime.timeIntervalSince(lastRelease) / 3600
            if restHours < minRestHours {
                issues.append(.insufficientRest(hours: restHours))
            }
        }

        for qualification in pairing.requiredQualifications.sorted() {
            if !crew.qualifications.contains(qualification) {
                issues.append(.missingQualification(qualification))
            }
        }

        return issues
    }

    func isLegal(_ pairing: Pairing, for crew: CrewMember) -> Bool {
        validate(pairing, for: crew).isEmpty
    }
}
