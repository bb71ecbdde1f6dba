    func prioritizedQueue(for floor: Int) -> [HousekeepingTask] {
        // ... existing code ...
        return pending.sorted { lhs, rhs in
            if lhs.priority != rhs.priority { return lhs.priority > rhs.priority }
            return lhs.dueAt < rhs.dueAt
        }
    }
