import Foundation

enum DateFormatters {
    static let iso8601: ISO8601DateFormatter = {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter
    }()

    static let mediumDate: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter
    }()

    static let time: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        return formatter
    }()

    static let dateTime: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter
    }()
}

extension Date {
    var iso8601String: String {
        DateFormatters.iso8601.string(from: self)
    }

    var mediumDateString: String {
        DateFormatters.mediumDate.string(from: self)
    }

    var timeOnly: String {
        DateFormatters.time.string(from: self)
    }

    var dateTimeString: String {
        DateFormatters.dateTime.string(from: self)
    }

    var isToday: Bool {
        Calendar.current.isDateInToday(self)
    }

    func startOfDay(in calendar: Calendar = .current) -> Date {
        calendar.startOfDay(for: self)
    }

    func adding(days: Int, calendar: Calendar = .current) -> Date {
        calendar.date(byAdding: .day, value: days, to: self) ?? self
    }
}

extension String {
    var iso8601Date: Date? {
        DateFormatters.iso8601.date(from: self)
    }
}
