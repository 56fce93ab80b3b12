/// A plain line buffer with indentation: 4 spaces per level, `\n` endings,
/// no trailing whitespace, one final newline.
struct CodeWriter {
    static let indentUnit = "    "
    static let lineLength = 120

    private(set) var lines: [String] = []
    var level = 0

    var indentation: String { String(repeating: Self.indentUnit, count: level) }

    mutating func line(_ text: String) {
        lines.append(text.isEmpty ? "" : indentation + text)
    }

    /// One empty line, never two in a row and never at the start.
    mutating func blankLine() {
        if let last = lines.last, !last.isEmpty { lines.append("") }
    }

    mutating func indented(_ body: (inout CodeWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// Whether `text` fits on a line at the current indentation.
    func fits(_ text: String) -> Bool {
        indentation.count + text.count <= Self.lineLength
    }

    var text: String {
        var trimmed = lines
        while trimmed.last == "" { trimmed.removeLast() }
        return trimmed.joined(separator: "\n") + "\n"
    }
}
