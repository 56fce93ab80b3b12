/// Renders diagnostics as compiler-style text: the `file:line:col:` header,
/// the source line, a caret under the column, then notes and a fix-it.
///
/// Everything that came from a spec is made visible before it reaches the
/// terminal: control characters, escape sequences and bidirectional
/// overrides in a hostile file cannot repaint or reorder the output.
package struct DiagnosticRenderer: Sendable {
    package var useColor: Bool
    /// Source files by path, for the quoted line; files not here get no excerpt.
    package var sources: [String: SourceFile]

    package init(useColor: Bool = false, sources: [String: SourceFile] = [:]) {
        self.useColor = useColor
        self.sources = sources
    }

    /// Every diagnostic, each ending in a newline, in output order.
    package func render(_ diagnostics: [Diagnostic]) -> String {
        Diagnostic.sortedForOutput(diagnostics).map(render).joined()
    }

    package func render(_ diagnostic: Diagnostic) -> String {
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
            let line = (window.clippedBefore ? "…" : "") + window.text + (window.clippedAfter ? "…" : "")
            let width = window.underlineWidth(highlightLength ?? window.tokenLength)
            let caret = (window.clippedBefore ? " " : "") + String(repeating: " ", count: window.widthBefore)
                + "^" + String(repeating: "~", count: width - 1)
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
