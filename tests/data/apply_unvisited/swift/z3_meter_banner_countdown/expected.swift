import Combine
import Foundation

/// Drives the "N free articles left" banner above the article body.
@MainActor
final class MeterBannerViewModel: ObservableObject {
    enum BannerState: Equatable {
        case hidden
        case countdown(remaining: Int)
        case lastFree
        case wall
    }

    @Published private(set) var state: BannerState = .hidden
    @Published private(set) var isLoading = false

    private let meterService: MeterServicing
    private let analytics: AnalyticsTracking

    init(meterService: MeterServicing, analytics: AnalyticsTracking) {
        self.meterService = meterService
        self.analytics = analytics
    }

    func refresh(for articleID: String) async {
        isLoading = true
        defer { isLoading = false }
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

    func subscribeTapped() {
        analytics.track("meter_banner_subscribe_tapped", properties: [:])
    }

    func dismissTapped() {
        guard state != .wall else { return }
        state = .hidden
    }

    static func bannerState(for status: MeterStatus) -> BannerState {
        if status.isSubscriber || status.isExempt {
            return .hidden
        }
        switch status.remaining {
        case ..<1:
            return .wall
        case 1:
            return .lastFree
        case 2...5:
            return .countdown(remaining: status.remaining)
        default:
            return .hidden
        }
    }
}
