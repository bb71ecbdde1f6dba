    func pause() {
        guard state == .running else { return }
        timer?.invalidate()
        timer = nil
        state = remaining > 0 ? .paused : .finished
    }

    // ... existing code ...
