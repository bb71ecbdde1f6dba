import Foundation
import UserNotifications

struct DelayAlert: Codable, Equatable {
    let flightNumber: String
    let origin: String
    let destination: String
    let scheduledDeparture: Date
    let estimatedDeparture: Date
    let gate: String?

    var delayMinutes: Int {
        Int(estimatedDeparture.timeIntervalSince(scheduledDeparture) / 60)
    }
}

enum DelayAlertError: Error {
    case notAuthorized
    case schedulingFailed(underlying: Error)
}

final class DelayAlertScheduler {
    static let categoryIdentifier = "FLIGHT_DELAY"
    private static let minimumDelayMinutes = 15

    private let center: UNUserNotificationCenter
    private let timeFormatter: DateFormatter

    init(center: UNUserNotificationCenter = .current()) {
        self.center = center
        let formatter = DateFormatter()
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        self.timeFormatter = formatter
    }

    func requestAuthorization() async throws {
        let granted = try await center.requestAuthorization(options: [.alert, .sound, .badge])
        guard granted else { throw DelayAlertError.notAuthorized }
    }

    func schedule(_ alert: DelayAlert) async throws {
        guard alert.delayMinutes >= Self.minimumDelayMinutes else { return }

        let content = UNMutableNotificationContent()
        content.title = "\(alert.flightNumber) delayed"
        content.body = makeBody(for: alert)
        content.categoryIdentifier = Self.categoryIdentifier
        content.sound = .default

        let request = UNNotificationRequest(
            identifier: identifier(for: alert),
            content: content,
            trigger: nil
        )
        do {
            try await center.add(request)
        } catch {
            throw DelayAlertError.schedulingFailed(underlying: error)
        }
    }

    func cancel(_ alert: DelayAlert) {
        center.removePendingNotificationRequests(withIdentifiers: [identifier(for: alert)])
        center.removeDeliveredNotifications(withIdentifiers: [identifier(for: alert)])
    }

    private func identifier(for alert: DelayAlert) -> String {
        "delay-\(alert.flightNumber)-\(Int(alert.scheduledDeparture.timeIntervalSince1970))"
    }

    private func makeBody(for alert: DelayAlert) -> String {
        let newTime = timeFormatter.string(from: alert.estimatedDeparture)
        var body = "\(alert.origin) → \(alert.destination) now departs at \(newTime)."
        if let gate = alert.gate {
            body += " Gate \(gate)."
        }
        return body
    }
}
