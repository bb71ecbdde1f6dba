import Foundation

protocol WorkoutTimerDelegate: AnyObject {
    func timerDidTick(_ timer: WorkoutTimer, remaining: TimeInterval)
    func timerDidFinishInterval(_ timer: WorkoutTimer, index: Int)
    func timerDidFinish(_ timer: WorkoutTimer)
}

final class WorkoutTimer {
    enum State: Equatable {
        case idle
        case running
        case paused
        case finished
    }

    struct Interval {
        let name: String
        let duration: TimeInterval
    }

    weak var delegate: WorkoutTimerDelegate?
    private(set) var state: State = .idle
    private(set) var currentIndex = 0
    private(set) var remaining: TimeInterval = 0

    private let intervals: [Interval]
    private var timer: Timer?

    init(intervals: [Interval]) {
        self.intervals = intervals
        self.remaining = intervals.first?.duration ?? 0
    }

    var currentInterval: Interval? {
        intervals.indices.contains(currentIndex) ? intervals[currentIndex] : nil
    }

    func start() {
        guard state == .idle, !intervals.isEmpty else { return }
        state = .running
        scheduleTimer()
    }

    func pause() {
        guard state == .running else { return }
        timer?.invalidate()
        timer = nil
        state = .paused
    }

    func resume() {
        guard state == .paused else { return }
        state = .running
        scheduleTimer()
    }

    func reset() {
        timer?.invalidate()
        timer = nil
        currentIndex = 0
        remaining = intervals.first?.duration ?? 0
        state = .idle
    }

    private func scheduleTimer() {
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            self?.tick()
        }
    }

    private func tick() {
        remaining -= 1
        delegate?.timerDidTick(self, remaining: remaining)
        guard remaining <= 0 else { return }
        delegate?.timerDidFinishInterval(self, index: currentIndex)
        currentIndex += 1
        if currentIndex < intervals.count {
            remaining = intervals[currentIndex].duration
        } else {
            timer?.invalidate()
            timer = nil
            state = .finished
            delegate?.timerDidFinish(self)
        }
    }
}
