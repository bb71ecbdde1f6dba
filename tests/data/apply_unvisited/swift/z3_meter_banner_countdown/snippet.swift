// …

    func refresh(for articleID: String) async {
        // …
        do {
            let status = try await meterService.status(for: articleID)
            state = Self.bannerState(for: status)
            if state != .hidden {
                analytics.track("meter_banner_shown", properties: ["state": "\(state)"])
            }
        } catch {
            state = .hidden
        }
    }

// …
        case 1:
            return .lastFree
        case 2...5:
            return .countdown(remaining: status.remaining)
        default:
            return .hidden
        }
    }
}
