import Foundation

/// Text shown on the stop screen and read out by VoiceOver for upcoming departures.
enum DepartureFormatter {
    private static let clock: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        formatter.locale = Locale(identifier: "en_GB")
        return formatter
    }()

    static func countdownLabel(for departure: Departure, now: Date) -> String {
        if departure.isCancelled {
            return "Cancelled"
        }
        let departs = departure.expected ?? departure.scheduled
        let minutes = Int(departs.timeIntervalSince(now) / 60)
        if minutes <= 0 {
            return "Due"
        }
        if minutes < 15 {
            return "\(minutes) min"
        }
        return clock.string(from: departs)
    }

    static func delayLabel(for departure: Departure) -> String? {
        let delay = departure.delayMinutes
        guard delay >= 2, !departure.isCancelled else { return nil }
        return "+\(delay) min"
    }

    static func platformLabel(for departure: Departure) -> String {
        guard let platform = departure.platform, !platform.isEmpty else { return "" }
        return "Platform \(platform)"
    }

    static func accessibilityLabel(for departure: Departure, now: Date) -> String {
        var parts = [
            "Route \(departure.routeShortName) to \(departure.headsign)",
            countdownLabel(for: departure, now: now),
        ]
        if let delay = delayLabel(for: departure) {
            parts.append("delayed by \(delay.dropFirst())")
        }
        let platform = platformLabel(for: departure)
        if !platform.isEmpty {
            parts.append(platform)
        }
        return parts.joined(separator: ". ") + "."
    }

    static func summaryLine(for departures: [Departure], now: Date) -> String {
        var parts: [String] = []
        for departure in departures.prefix(3) {
            parts.append("\(departure.routeShortName) \(countdownLabel(for: departure, now: now))")
        }
        if departures.isEmpty {
            parts.append("No departures in the next hour")
        }
        return parts.joined(separator: ", ")
    }
}
