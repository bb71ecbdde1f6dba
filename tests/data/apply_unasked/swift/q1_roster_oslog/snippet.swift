import Foundation
import OSLog
import SwiftUI

// ... existing code ...

    private let api: RosterAPI
    private let staffNumber: String
    private let log = Logger(subsystem: "com.skylinkregional.crewapp", category: "roster")

    // ... existing code ...

        } catch {
            log.error("roster load failed: \(error.localizedDescription, privacy: .public)")
            errorMessage = "Couldn't load your roster. Pull to retry."
        }
    }

    // ... existing code ...
