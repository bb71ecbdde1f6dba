// ... existing code ...

    func render(_ diagnostic: Diagnostic) -> String {
        var output = header(for: diagnostic)
        output += "\n"
        output += snippet(for: diagnostic)
        return output
    }

// ... existing code ...

    private func snippet(for diagnostic: Diagnostic) -> String {
        let location = diagnostic.location
        guard location.line >= 1, location.line <= sourceLines.count else { return "" }
        let text = sourceLines[location.line - 1]
        let gutter = String(location.line)
        let pad = String(repeating: " ", count: gutter.count)
        let marker = String(repeating: " ", count: max(location.column - 1, 0))
            + String(repeating: "^", count: max(diagnostic.length, 1))
        let caretColor = color(for: diagnostic.severity)
        return "\(gutter) | \(text)\n\(pad) | \(paint(marker, color: caretColor))"
    }

// ... existing code ...
