import Foundation

struct Team: Hashable {
    let id: UUID
    let name: String
    let timeZone: TimeZone
}

struct Match: Identifiable {
    let id: UUID
    let round: Int
    let home: Team
    let away: Team
    let estimatedDuration: TimeInterval
}

struct ScheduledMatch {
    let match: Match
    let start: Date
    let end: Date
}

enum SchedulingError: Error {
    case outsideBroadcastWindow(Date)
    case teamDoubleBooked(Team)
}

final class MatchScheduler {
    private let calendar: Calendar
    private let broadcastHours: ClosedRange<Int>
    private var booked: [ScheduledMatch] = []

    init(calendar: Calendar = .current, broadcastHours: ClosedRange<Int> = 12...23) {
        self.calendar = calendar
        self.broadcastHours = broadcastHours
    }

    func scheduleMatch(_ match: Match, at start: Date) throws -> ScheduledMatch {
        let hour = calendar.component(.hour, from: start)
        guard broadcastHours.contains(hour) else {
            throw SchedulingError.outsideBroadcastWindow(start)
        }

        let end = start.addingTimeInterval(match.estimatedDuration)
        for existing in booked where existing.start < end && start < existing.end {
            if existing.match.home == match.home || existing.match.away == match.home {
                throw SchedulingError.teamDoubleBooked(match.home)
            }
            if existing.match.home == match.away || existing.match.away == match.away {
                throw SchedulingError.teamDoubleBooked(match.away)
            }
        }

        let scheduled = ScheduledMatch(match: match, start: start, end: end)
        booked.append(scheduled)
        return scheduled
    }

    func scheduleRound(_ matches: [Match], startingAt start: Date, spacing: TimeInterval) throws -> [ScheduledMatch] {
        var cursor = start
        var result: [ScheduledMatch] = []
        for match in matches {
            let scheduled = try scheduleMatch(match, at: cursor)
            result.append(scheduled)
            cursor = scheduled.end.addingTimeInterval(spacing)
        }
        return result
    }

    func matches(on day: Date) -> [ScheduledMatch] {
        booked
            .filter { calendar.isDate($0.start, inSameDayAs: day) }
            .sorted { $0.start < $1.start }
    }
}
