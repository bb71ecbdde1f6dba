// ... existing code ...

enum LegalityIssue: Equatable {
    case dutyTooLong(hours: Double)
    case tooManySectors(Int)
    case insufficientRest(hours: Double)
    case missingQualification(String)
    case tooManyDeadheads(Int)
}

// ... existing code ...

    func validate(_ pairing: Pairing, for crew: CrewMember) -> [LegalityIssue] {
        var issues: [LegalityIssue] = []

        // ... existing code ...

        let operatedSectors = pairing.legs.filter { !$0.isDeadhead }.count
        if operatedSectors > maxSectorsPerDuty {
            issues.append(.tooManySectors(operatedSectors))
        }

        let deadheadSectors = pairing.legs.count - operatedSectors
        if deadheadSectors > 2 {
            issues.append(.tooManyDeadheads(deadheadSectors))
        }

        // ... existing code ...

        return issues
    }

// ... existing code ...
