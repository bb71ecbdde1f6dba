import Foundation
import OSLog
import SwiftUI

// ... existing code ...

    let stopID: String
    private let service: DeparturesService
    private var refreshTask: Task<Void, Never>?
    private let logger = Logger(subsystem: "com.metrotransit.rider", category: "StopDepartures")

    // ... existing code ...
        } catch {
            logger.error("departures for stop \(self.stopID, privacy: .public) failed: \(error.localizedDescription)")
            state = .failed("Departures are unavailable right now.")
        }
    // ... existing code ...
