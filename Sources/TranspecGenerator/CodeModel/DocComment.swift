/// `///` documentation lines. Text from a spec is sanitized on the way in:
/// line breaks become spaces and control characters are dropped, so a
/// summary can never end the comment and start code.
public struct DocComment: Hashable, Sendable {
    public private(set) var lines: [String]

    public init(_ lines: [String]) {
        // Usually nothing to change: keep the array rather than copy it.
        self.lines = lines.allSatisfy(Self.isInert) ? lines : lines.map(Self.sanitize)
    }

    public init(_ line: String) {
        self.init([line])
    }

    /// A single line: no newline or other control character survives, and
    /// `*/` is split so the text stays inert even inside a block comment.
    public static func sanitize(_ text: String) -> String {
        // Most lines are the generator's own printable ASCII without `*/`
        // or trailing spaces: nothing to change, and no Unicode property
        // lookups (which dominated generation time).
        if isInert(text) { return text }
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

    /// Printable ASCII, no `*/` and no trailing space, in one pass.
    private static func isInert(_ text: String) -> Bool {
        var text = text
        // Over the contiguous bytes: the `utf8` view checks every index.
        return text.withUTF8 { bytes in
            var previous: UInt8 = 0
            for byte in bytes {
                guard byte >= 0x20, byte <= 0x7E, !(previous == UInt8(ascii: "*") && byte == UInt8(ascii: "/")) else {
                    return false
                }
                previous = byte
            }
            return previous != UInt8(ascii: " ")
        }
    }
}
