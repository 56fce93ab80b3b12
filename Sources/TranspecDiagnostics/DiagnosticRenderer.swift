/// Renders diagnostics as compiler-style text: the `file:line:col:` header,
/// the source line, a caret under the column, then notes and a fix-it.
public struct DiagnosticRenderer: Sendable {
    public var useColor: Bool
    /// Source text by file path, for the quoted line; files not here get no excerpt.
    public var sources: [String: String] {
        didSet { lineStarts = Self.indexLines(of: sources) }
    }
    /// Where each line starts, per file, so quoting a line costs O(line)
    /// instead of a scan from the top of a 20 MB spec per diagnostic.
    private var lineStarts: [String: [String.Index]]

    public init(useColor: Bool = false, sources: [String: String] = [:]) {
        self.useColor = useColor
        self.sources = sources
        self.lineStarts = Self.indexLines(of: sources)
    }

    private static func indexLines(of sources: [String: String]) -> [String: [String.Index]] {
        sources.mapValues { text in
            var starts = [text.startIndex]
            let utf8 = text.utf8
            var index = utf8.startIndex
            while index != utf8.endIndex {
                let next = utf8.index(after: index)
                if utf8[index] == UInt8(ascii: "\n") { starts.append(next) }
                index = next
            }
            return starts
        }
    }

    /// Every diagnostic, each ending in a newline, in output order.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        Diagnostic.sortedForOutput(diagnostics).map(render).joined()
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        var out = header(diagnostic.severity, diagnostic.message, at: diagnostic.location)
        if let location = diagnostic.location {
            out += excerpt(at: location, highlightLength: diagnostic.fixIt.flatMap {
                $0.location == location ? $0.length : nil
            })
        }
        for note in diagnostic.notes {
            out += header(.note, note.message, at: note.location)
            if let location = note.location { out += excerpt(at: location, highlightLength: nil) }
        }
        if let fixIt = diagnostic.fixIt {
            let end = fixIt.location.column + fixIt.length
            out += paint("fix-it:", .bold) + " \(fixIt.location.description)-\(fixIt.location.line):\(end): "
                + "replace with '\(fixIt.replacement)'\n"
        }
        return out
    }

    private func header(_ severity: Severity, _ message: String, at location: SourceLocation?) -> String {
        let place = location.map { paint($0.description + ": ", .bold) } ?? ""
        let label: String
        switch severity {
        case .error: label = paint("error:", .red)
        case .warning: label = paint("warning:", .magenta)
        case .note: label = paint("note:", .cyan)
        }
        return place + label + " " + paint(message, .bold) + "\n"
    }

    /// The line, then `^~~~` under the column; tabs are copied so the caret lines up.
    private func excerpt(at location: SourceLocation, highlightLength: Int?) -> String {
        guard let line = sourceLine(location) else { return "" }
        let scalars = Array(line.unicodeScalars)
        let start = max(0, location.column - 1)
        guard start <= scalars.count else { return "" }
        var caret = ""
        for scalar in scalars[..<start] { caret.unicodeScalars.append(scalar == "\t" ? "\t" : " ") }
        let length = highlightLength ?? tokenLength(scalars, from: start)
        caret += "^" + String(repeating: "~", count: max(0, length - 1))
        return line + "\n" + paint(caret, .green) + "\n"
    }

    /// The scalars of the word at `start`, so the caret underlines a key or value.
    private func tokenLength(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var end = start
        while end < scalars.count, !" \t:,[]{}#".unicodeScalars.contains(scalars[end]) { end += 1 }
        return max(1, end - start)
    }

    private func sourceLine(_ location: SourceLocation) -> String? {
        guard let text = sources[location.file], let starts = lineStarts[location.file],
            location.line >= 1, location.line <= starts.count
        else { return nil }
        let start = starts[location.line - 1]
        let end = location.line < starts.count ? text.utf8.index(before: starts[location.line]) : text.endIndex
        let line = text[start..<end]
        return line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
    }

    enum Style: String {
        case bold = "1", red = "1;31", magenta = "1;35", cyan = "1;36", green = "1;32"
    }

    private func paint(_ text: String, _ style: Style) -> String {
        useColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}
