/// A plain text buffer with indentation: 4 spaces per level, `\n` endings,
/// no trailing whitespace, one final newline. Lines go straight into one
/// string; blank lines wait until a line follows them, so none trail.
struct CodeWriter {
    static let indentUnit = "    "
    static let lineLength = 120

    private var output = ""
    private var hasLines = false
    private var pendingBlankLines = 0
    var level = 0 {
        didSet { indentation = String(repeating: Self.indentUnit, count: level) }
    }
    private(set) var indentation = ""

    mutating func line(_ text: String) {
        hasLines = true
        guard !text.isEmpty else {
            pendingBlankLines += 1
            return
        }
        for _ in 0..<pendingBlankLines { output += "\n" }
        pendingBlankLines = 0
        output += indentation
        output += text
        output += "\n"
    }

    /// One empty line, never two in a row and never at the start.
    mutating func blankLine() {
        if hasLines && pendingBlankLines == 0 { pendingBlankLines = 1 }
    }

    mutating func indented(_ body: (inout CodeWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// Whether `text` fits on a line at the current indentation, counted in
    /// characters. UTF-8 bytes are never fewer, so most lines are decided
    /// without walking grapheme clusters.
    func fits(_ text: String) -> Bool {
        let room = Self.lineLength - indentation.utf8.count
        return text.utf8.count <= room || text.count <= room
    }

    var text: String { output.isEmpty ? "\n" : output }
}
