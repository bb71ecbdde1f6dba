    func scheduleReminder(for rehearsal: Rehearsal, leadTime: TimeInterval = 3600) async throws {
        let content = UNMutableNotificationContent()
        content.title = "Rehearsal: \(rehearsal.title)"
        content.body = "Starts at \(formatted(rehearsal.start)) in \(rehearsal.room)."
        content.sound = .default

        let fireDate = rehearsal.start.addingTimeInterval(-leadTime)
        // ... existing code ...
    }
