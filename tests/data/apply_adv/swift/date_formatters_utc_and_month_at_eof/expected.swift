import Foundation

enum DateFormatting {
    static func relative(_ date: Date, now: Date = Date()) -> String {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .short
        return formatter.localizedString(for: date, relativeTo: now)
    }

    static func day(_ date: Date) -> String {
        DateFormatter.mediumDay.string(from: date)
    }

    static func time(_ date: Date) -> String {
        DateFormatter.shortTime.string(from: date)
    }

    static func isoDay(_ date: Date) -> String {
        DateFormatter.iso8601Day.string(from: date)
    }

    static func parseISODay(_ string: String) -> Date? {
        DateFormatter.iso8601Day.date(from: string)
    }
}

// MARK: - Cached formatters

extension DateFormatter {
    static let mediumDay: DateFormatter = {
        let f = DateFormatter()
        f.dateStyle = .medium
        f.timeStyle = .none
        return f
    }()

    static let shortTime: DateFormatter = {
        let f = DateFormatter()
        f.dateStyle = .none
        f.timeStyle = .short
        return f
    }()

    static let iso8601Day: DateFormatter = {
        let f = DateFormatter()
        f.calendar = Calendar(identifier: .iso8601)
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(secondsFromGMT: 0)
        f.dateFormat = "yyyy-MM-dd"
        return f
    }()

    static let iso8601Month: DateFormatter = {
        let f = DateFormatter()
        f.calendar = Calendar(identifier: .iso8601)
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(secondsFromGMT: 0)
        f.dateFormat = "yyyy-MM"
        return f
    }()
}
