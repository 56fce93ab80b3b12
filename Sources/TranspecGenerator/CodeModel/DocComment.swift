import TranspecDiagnostics

/// `///` documentation lines. Every line is sanitized: line breaks and other
/// control or format characters become spaces and `*/` is split, so text
/// from a spec (a summary, a name, a file path) can never end the comment
/// and start code.
package struct DocComment: Hashable, Sendable {
    /// One line: its text, then the spec line it comes from, if any, as
    /// `From <file>:<line>.`.
    package struct Line: Hashable, Sendable, ExpressibleByStringInterpolation {
        package var text: String
        package var source: SourceLocation?

        package init(_ text: String, source: SourceLocation? = nil) {
            self.text = text
            self.source = source
        }

        package init(stringLiteral text: String) {
            self.init(text)
        }

        package init(stringInterpolation: DefaultStringInterpolation) {
            self.init(String(stringInterpolation: stringInterpolation))
        }

        /// The line as written: the citation spelled, the whole sanitized.
        package var rendered: String {
            guard let source else { return DocComment.sanitize(text) }
            let citation = "From \(source.file):\(source.line)."
            return DocComment.sanitize(text.isEmpty ? citation : text + " " + citation)
        }
    }

    package var entries: [Line]

    package init(_ lines: [Line]) {
        entries = lines
    }

    package init(_ line: Line) {
        self.init([line])
    }

    /// The lines as written.
    package var lines: [String] { entries.map(\.rendered) }

    /// A single inert line: no control, format or line-separating character
    /// survives, `*/` is split, and trailing spaces go.
    package static func sanitize(_ text: String) -> String {
        // Most lines are printable ASCII: nothing to look up or change.
        if isPlainASCII(text) { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator, .format:
                if !result.hasSuffix(" ") { result.unicodeScalars.append(" ") }
            case _ where scalar == "/" && result.hasSuffix("*"):
                result += " /"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        while result.hasSuffix(" ") { result.removeLast() }
        return result
    }

    /// Printable ASCII with no `*/` and no trailing space.
    static func isPlainASCII(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F, !(previous == UInt8(ascii: "*") && byte == UInt8(ascii: "/")) else {
                return false
            }
            previous = byte
        }
        return previous != UInt8(ascii: " ")
    }
}

/// `<text> From Specs/tags-sheet.transpec.yaml:44.`
func sourced(_ text: String, _ location: SourceLocation) -> DocComment.Line {
    DocComment.Line(text, source: location)
}
