// ... existing code ...

struct ScheduledMatch {
    let match: Match
    let start: Date
    let end: Date
    let stage: String
}

enum SchedulingError: Error {
    case outsideBroadcastWindow(Date)
    case teamDoubleBooked(Team)
    case stageOccupied(String)
}

// ... existing code ...

    func scheduleMatch(_ match: Match, at start: Date, on stage: String) throws -> ScheduledMatch {
        let hour = calendar.component(.hour, from: start)
        guard broadcastHours.contains(hour) else {
            throw SchedulingError.outsideBroadcastWindow(start)
        }

        let end = start.addingTimeInterval(match.estimatedDuration)
        for existing in booked where existing.start < end && start < existing.end {
            if existing.stage == stage {
                throw SchedulingError.stageOccupied(stage)
            }
            if existing.match.home == match.home || existing.match.away == match.home {
                throw SchedulingError.teamDoubleBooked(match.home)
            }
            if existing.match.home == match.away || existing.match.away == match.away {
                throw SchedulingError.teamDoubleBooked(match.away)
            }
        }

        let scheduled = ScheduledMatch(match: match, start: start, end: end, stage: stage)
        booked.append(scheduled)
        return scheduled
    }

    func scheduleRound(_ matches: [Match], startingAt start: Date, spacing: TimeInterval, stage: String = "main") throws -> [ScheduledMatch] {
        var cursor = start
        var result: [ScheduledMatch] = []
        for match in matches {
            let scheduled = try scheduleMatch(match, at: cursor, on: stage)
            // ... existing code ...
        }
        return result
    }

// ... existing code ...
