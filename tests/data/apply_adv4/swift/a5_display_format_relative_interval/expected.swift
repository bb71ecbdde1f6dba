import Foundation

/// Shared, cached formatters. `DateFormatter` is expensive to create, so every
/// formatter the UI needs lives here and is reused.
enum DisplayFormat {
    private static let dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.setLocalizedDateFormatFromTemplate("EEEEMMMd")
        return formatter
    }()

    private static let timeFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.timeStyle = .short
        formatter.dateStyle = .none
        return formatter
    }()

    private static let relativeFormatter: RelativeDateTimeFormatter = {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .full
        return formatter
    }()

    private static let currencyFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.maximumFractionDigits = 2
        return formatter
    }()

    static func day(_ date: Date) -> String {
        dayFormatter.string(from: date)
    }

    static func time(_ date: Date, in timeZone: TimeZone = .current) -> String {
        timeFormatter.timeZone = timeZone
        return timeFormatter.string(from: date)
    }

    static func relative(_ date: Date, to reference: Date = Date()) -> String {
        let interval = date.timeIntervalSince(reference)
        if abs(interval) < 60 {
            return NSLocalizedString("just now", comment: "Relative time under a minute")
        }
        return relativeFormatter.localizedString(fromTimeInterval: interval.rounded())
    }

    static func price(_ amount: Decimal, currencyCode: String) -> String {
        currencyFormatter.currencyCode = currencyCode
        let number = NSDecimalNumber(decimal: amount)
        return currencyFormatter.string(from: number) ?? "\(amount) \(currencyCode)"
    }

    static func duration(_ seconds: TimeInterval) -> String {
        let total = Int(seconds.rounded())
        let hours = total / 3600
        let minutes = (total % 3600) / 60
        let secs = total % 60
        if hours > 0 {
            return String(format: "%d:%02d:%02d", hours, minutes, secs)
        }
        return String(format: "%d:%02d", minutes, secs)
    }
}

extension Date {
    var dayString: String { DisplayFormat.day(self) }
    var timeString: String { DisplayFormat.time(self) }
    var relativeString: String { DisplayFormat.relative(self) }
}
