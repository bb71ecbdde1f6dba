import Foundation

/// A single reversible change to a text buffer.
struct Edit: Equatable {
    enum Kind: Equatable {
        case insert
        case delete
        case replace
    }

    let kind: Kind
    let range: NSRange
    let oldText: String
    let newText: String
    let timestamp: Date

    var inverse: Edit {
        let invertedKind: Kind
        switch kind {
        case .insert: invertedKind = .delete
        case .delete: invertedKind = .insert
        case .replace: invertedKind = .replace
        }
        let invertedRange = NSRange(location: range.location, length: (newText as NSString).length)
        return Edit(kind: invertedKind, range: invertedRange, oldText: newText, newText: oldText, timestamp: timestamp)
    }
}

/// Undo/redo stack for the editor. Consecutive single-character inserts are
/// coalesced so that undo removes whole words rather than single letters.
final class EditHistory {
    private(set) var undoStack: [Edit] = []
    private(set) var redoStack: [Edit] = []
    private let coalesceInterval: TimeInterval
    private let limit: Int

    init(coalesceInterval: TimeInterval = 1.0, limit: Int = 500) {
        self.coalesceInterval = coalesceInterval
        self.limit = limit
    }

    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }

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

    func undo() -> Edit? {
        guard let edit = undoStack.popLast() else { return nil }
        redoStack.append(edit)
        return edit.inverse
    }

    func redo() -> Edit? {
        guard let edit = redoStack.popLast() else { return nil }
        undoStack.append(edit)
        return edit
    }

    func clear() {
        undoStack.removeAll()
        redoStack.removeAll()
    }

    private func shouldCoalesce(_ previous: Edit, with next: Edit) -> Bool {
        guard previous.kind == .insert, next.kind == .insert else { return false }
        guard next.timestamp.timeIntervalSince(previous.timestamp) < coalesceInterval else { return false }
        guard !next.newText.contains(" "), !next.newText.contains("\n") else { return false }
        return NSMaxRange(previous.range) == next.range.location
    }

    private func merge(_ previous: Edit, _ next: Edit) -> Edit {
        let merged = NSRange(location: previous.range.location, length: previous.range.length + next.range.length)
        return Edit(kind: .insert, range: merged, oldText: previous.oldText,
                    newText: previous.newText + next.newText, timestamp: next.timestamp)
    }
}

extension EditHistory: CustomStringConvertible {
    var description: String {
        "EditHistory(undo: \(undoStack.count), redo: \(redoStack.count))"
    }
}
