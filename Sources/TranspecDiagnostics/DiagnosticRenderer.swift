/// Renders diagnostics as compiler-style text: the `file:line:col:` header,
/// the source line, a caret under the column, then notes and a fix-it.
///
/// Everything that came from a spec is made visible before it reaches the
/// terminal: control characters, escape sequences and bidirectional
/// overrides in a hostile file cannot repaint or reorder the output.
public struct DiagnosticRenderer: Sendable {
    public var useColor: Bool
    /// Source files by path, for the quoted line; files not here get no excerpt.
    public var sources: [String: SourceFile]

    public init(useColor: Bool = false, sources: [String: SourceFile] = [:]) {
        self.useColor = useColor
        self.sources = sources
    }

    /// Every diagnostic, each ending in a newline, in output order.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        Diagnostic.sortedForOutput(diagnostics).map(render).joined()
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        var out = header(diagnostic.severity, diagnostic.message, at: diagnostic.location)
        if let location = diagnostic.location {
            let highlight = diagnostic.fixIt.flatMap { $0.location == location ? $0.length : nil }
            out += excerpt(at: location, highlightLength: highlight)
        }
        for note in diagnostic.notes {
            out += header(.note, note.message, at: note.location)
            if let location = note.location { out += excerpt(at: location, highlightLength: nil) }
        }
        if let fixIt = diagnostic.fixIt {
            let end = fixIt.location.column + fixIt.length
            out += paint("fix-it:", .bold) + " \(VisibleText.escaping(fixIt.location.description))-"
                + "\(fixIt.location.line):\(end): replace with '\(VisibleText.escaping(fixIt.replacement))'\n"
        }
        return out
    }

    private func header(_ severity: Severity, _ message: String, at location: SourceLocation?) -> String {
        let place = location.map { paint(VisibleText.escaping($0.description) + ": ", .bold) } ?? ""
        let label: String
        switch severity {
        case .error: label = paint("error:", .red)
        case .warning: label = paint("warning:", .magenta)
        case .note: label = paint("note:", .cyan)
        }
        return place + label + " " + paint(VisibleText.escaping(message), .bold) + "\n"
    }

    /// The line around the location, then `^~~~` under the column.
    private func excerpt(at location: SourceLocation, highlightLength: Int?) -> String {
        guard let file = sources[location.file] else { return "" }
        return file.withBytes { bytes in
            guard let window = SourceWindow(bytes, around: location) else { return "" }
            var line = window.clippedBefore ? "…" : ""
            var caret = window.clippedBefore ? " " : ""
            for cell in window.before {
                line += cell.text
                caret += String(repeating: " ", count: cell.width)
            }
            let token = window.after.prefix(highlightLength ?? window.tokenLength)
            let width = max(1, token.reduce(0) { $0 + $1.width })
            caret += "^" + String(repeating: "~", count: width - 1)
            for cell in window.after { line += cell.text }
            if window.clippedAfter { line += "…" }
            return line + "\n" + paint(caret, .green) + "\n"
        }
    }

    enum Style: String {
        case bold = "1", red = "1;31", magenta = "1;35", cyan = "1;36", green = "1;32"
    }

    private func paint(_ text: String, _ style: Style) -> String {
        useColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}

/// The visible part of one source line around a location: scalars before
/// the column and from it on, each as display text with its width.
struct SourceWindow {
    static let maximumBefore = 60
    static let maximumAfter = 100

    var before: [VisibleText.Cell] = []
    var after: [VisibleText.Cell] = []
    var clippedBefore = false
    var clippedAfter = false
    /// Scalars of the word at the location, for the default underline.
    var tokenLength = 1

    /// Nil when the location lies outside the bytes.
    init?(_ bytes: UnsafeBufferPointer<UInt8>, around location: SourceLocation) {
        let offset = location.offset
        guard offset >= 0, offset <= bytes.count else { return nil }
        // Walk back column - 1 scalars (bounded) to the line's start.
        var start = offset
        var walked = 0
        var reachedLineStart = false
        while walked < location.column - 1 && walked < Self.maximumBefore {
            guard start > 0 else { reachedLineStart = true; break }
            var previous = start - 1
            while previous > 0 && bytes[previous] & 0xC0 == 0x80 { previous -= 1 }
            if LineBreaks.isBreak(in: bytes, at: previous) { reachedLineStart = true; break }
            start = previous
            walked += 1
        }
        clippedBefore = !reachedLineStart && walked < location.column - 1
        before = VisibleText.cells(UnsafeBufferPointer(rebasing: bytes[start..<offset]))

        var end = offset
        var scalars = 0
        while end < bytes.count && !LineBreaks.isBreak(in: bytes, at: end) && scalars < Self.maximumAfter {
            end += 1
            while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
            scalars += 1
        }
        clippedAfter = end < bytes.count && !LineBreaks.isBreak(in: bytes, at: end)
        after = VisibleText.cells(UnsafeBufferPointer(rebasing: bytes[offset..<end]))
        tokenLength = max(1, after.prefix { !$0.endsWord }.count)
    }
}

/// Line breaks as libyaml counts them, so excerpts agree with marks:
/// LF, CR (alone or before LF), NEL, LS and PS.
enum LineBreaks {
    static func isBreak(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        switch bytes[index] {
        case 0x0A, 0x0D: return true
        case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85
        case 0xE2:
            return index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
        default: return false
        }
    }
}
