import Foundation

enum Severity: String {
    case error
    case warning
    case note
}

struct SourceLocation {
    let file: String
    let line: Int
    let column: Int
}

struct Diagnostic {
    let severity: Severity
    let message: String
    let location: SourceLocation
    let length: Int
}

enum ANSI {
    static let red = "\u{1B}[31m"
    static let yellow = "\u{1B}[33m"
    static let cyan = "\u{1B}[36m"
    static let bold = "\u{1B}[1m"
    static let reset = "\u{1B}[0m"
}

/// Renders compiler diagnostics in the familiar `file:line:col: error: message`
/// format, followed by the offending source line and a caret underline.
struct DiagnosticRenderer {
    let sourceLines: [String]
    let useColor: Bool

    init(source: String, useColor: Bool) {
        self.sourceLines = source.components(separatedBy: "\n")
        self.useColor = useColor
    }

    func render(_ diagnostic: Diagnostic) -> String {
        var output = header(for: diagnostic)
        output += "\n"
        output += snippet(at: diagnostic.location, length: diagnostic.length)
        return output
    }

    func renderAll(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { render($0) }.joined(separator: "\n\n")
    }

    private func header(for diagnostic: Diagnostic) -> String {
        let loc = diagnostic.location
        let position = "\(loc.file):\(loc.line):\(loc.column)"
        let label = paint(diagnostic.severity.rawValue, color: color(for: diagnostic.severity))
        return "\(position): \(label): \(diagnostic.message)"
    }

    private func snippet(at location: SourceLocation, length: Int) -> String {
        guard location.line >= 1, location.line <= sourceLines.count else { return "" }
        let text = sourceLines[location.line - 1]
        let gutter = String(location.line)
        let pad = String(repeating: " ", count: gutter.count)
        let marker = String(repeating: " ", count: max(location.column - 1, 0))
            + String(repeating: "^", count: max(length, 1))
        return "\(gutter) | \(text)\n\(pad) | \(paint(marker, color: ANSI.red))"
    }

    private func color(for severity: Severity) -> String {
        switch severity {
        case .error: return ANSI.red
        case .warning: return ANSI.yellow
        case .note: return ANSI.cyan
        }
    }

    private func paint(_ text: String, color: String) -> String {
        guard useColor else { return text }
        return "\(ANSI.bold)\(color)\(text)\(ANSI.reset)"
    }
}
