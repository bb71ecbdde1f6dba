// ... existing code ...

    func apply(_ event: RobotEvent) {
        queue.sync {
            switch event {
            // ... existing code ...
            case let .stateChanged(id, state, at):
                guard var snap = robots[id] else { return }
                snap.state = state
                if state == .charging {
                    // docks sit outside the pick zones; don't count charging robots against a zone
                    snap.zone = nil
                }
                snap.lastSeen = at
                robots[id] = snap
            // ... existing code ...
            }
        }
    }

// ... existing code ...
