import Foundation
import os
import UserNotifications

// ... existing code ...

final class DelayAlertScheduler {
    static let categoryIdentifier = "FLIGHT_DELAY"
    private static let minimumDelayMinutes = 15
    private static let logger = Logger(subsystem: "com.skyops.passenger", category: "DelayAlerts")

    // ... existing code ...

        do {
            try await center.add(request)
        } catch {
            Self.logger.error("Failed to schedule delay alert for \(alert.flightNumber, privacy: .public): \(error.localizedDescription)")
            throw DelayAlertError.schedulingFailed(underlying: error)
        }
    }

    // ... existing code ...
