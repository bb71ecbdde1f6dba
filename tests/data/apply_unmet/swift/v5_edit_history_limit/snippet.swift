// ... existing code ...

final class EditHistory {
    private(set) var undoStack: [Edit] = []
    private(set) var redoStack: [Edit] = []
    private let coalesceInterval: TimeInterval
    private let limit: Int

    init(coalesceInterval: TimeInterval = 1.0, limit: Int = 500) {
        self.coalesceInterval = coalesceInterval
        self.limit = limit
    }

    // ... existing code ...

    func record(_ edit: Edit) {
        redoStack.removeAll()
        if let last = undoStack.last, shouldCoalesce(last, with: edit) {
            undoStack[undoStack.count - 1] = merge(last, edit)
        } else {
            undoStack.append(edit)
        }
        if undoStack.count > limit {
            undoStack.removeFirst(undoStack.count - limit)
        }
    }

    // ... existing code ...
}

// ... existing code ...
