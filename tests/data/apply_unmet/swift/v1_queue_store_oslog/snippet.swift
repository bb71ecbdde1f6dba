import Foundation
import Combine
import OSLog

private let log = Logger(subsystem: "org.observatory.queue", category: "store")

// ... existing code ...

        } catch {
            log.error("queue refresh failed: \(error.localizedDescription, privacy: .public)")
            lastError = "Could not load tonight's queue."
        }
    }

// ... existing code ...

        } catch {
            log.error("abort failed for \(observation.targetName, privacy: .public): \(error.localizedDescription, privacy: .public)")
            lastError = "Could not abort \(observation.targetName)."
        }
    }
}
