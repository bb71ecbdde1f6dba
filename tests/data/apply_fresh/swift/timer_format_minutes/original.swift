import Combine
import Foundation

final class CountdownViewModel: ObservableObject {
    @Published private(set) var remaining: TimeInterval
    @Published private(set) var isRunning = false
    @Published private(set) var laps: [TimeInterval] = []

    let duration: TimeInterval
    private var timer: Timer?

    init(duration: TimeInterval) {
        self.duration = duration
        self.remaining = duration
    }

    func start() {
        guard !isRunning, remaining > 0 else { return }
        isRunning = true
        timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in
            self?.tick(by: 0.1)
        }
    }

    func pause() {
        timer?.invalidate()
        timer = nil
        isRunning = false
    }

    func reset() {
        pause()
        laps.removeAll()
        remaining = duration
    }

    func lap() {
        laps.append(duration - remaining)
    }

    var remainingText: String {
        formatted(remaining)
    }

    func formatted(_ interval: TimeInterval) -> String {
        let total = Int(interval.rounded(.up))
        let minutes = total / 60
        let seconds = total % 60
        return String(format: "%02d:%02d", minutes, seconds)
    }

    func lapLabel(at index: Int) -> String {
        let total = Int(laps[index].rounded(.down))
        let minutes = total / 60
        let seconds = total % 60
        return String(format: "Lap %d  %02d:%02d", index + 1, minutes, seconds)
    }

    private func tick(by step: TimeInterval) {
        remaining = max(0, remaining - step)
        if remaining == 0 {
            pause()
        }
    }
}
