import Foundation
import UserNotifications

struct Rehearsal {
    let id: String
    let title: String
    let start: Date
    let room: String
    let calledActors: [String]
}

final class RehearsalNotifier {
    private let center: UNUserNotificationCenter
    private let calendar: Calendar

    init(center: UNUserNotificationCenter = .current(), calendar: Calendar = .current) {
        self.center = center
        self.calendar = calendar
    }

    func requestAuthorization() async throws -> Bool {
        try await center.requestAuthorization(options: [.alert, .sound, .badge])
    }

    func scheduleReminder(for rehearsal: Rehearsal) async throws {
        let content = UNMutableNotificationContent()
        content.title = "Rehearsal: \(rehearsal.title)"
        content.body = "Starts at \(formatted(rehearsal.start)) in \(rehearsal.room)."
        content.sound = .default

        let fireDate = rehearsal.start.addingTimeInterval(-3600)
        let components = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: fireDate)
        let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: false)

        let request = UNNotificationRequest(identifier: "rehearsal-\(rehearsal.id)", content: content, trigger: trigger)
        try await center.add(request)
    }

    func scheduleCallSheetReminder(for rehearsal: Rehearsal) async throws {
        let content = UNMutableNotificationContent()
        content.title = "Call sheet posted"
        content.body = "\(rehearsal.calledActors.count) actors called for \(rehearsal.title)."
        content.sound = .default

        let fireDate = rehearsal.start.addingTimeInterval(-86_400)
        let components = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: fireDate)
        let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: false)

        let request = UNNotificationRequest(identifier: "callsheet-\(rehearsal.id)", content: content, trigger: trigger)
        try await center.add(request)
    }

    func cancelReminders(for rehearsal: Rehearsal) {
        center.removePendingNotificationRequests(withIdentifiers: [
            "rehearsal-\(rehearsal.id)",
            "callsheet-\(rehearsal.id)",
        ])
    }

    private func formatted(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        return formatter.string(from: date)
    }
}
