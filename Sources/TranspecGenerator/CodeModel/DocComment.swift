import TranspecDiagnostics

/// `///` documentation lines. Text from a spec is sanitized on the way in:
/// line breaks become spaces and control characters are dropped, so a
/// summary can never end the comment and start code.
public struct DocComment: Hashable, Sendable {
    /// One line: its text, then the spec line it comes from, if any, as
    /// `From <file>:<line>.`. The writer spells the citation (and sanitizes
    /// the line it makes), so a translation makes no string for it.
    public struct Line: Hashable, Sendable, ExpressibleByStringInterpolation {
        public var text: String
        public var source: SourceLocation?

        public init(_ text: String, source: SourceLocation? = nil) {
            // A cited line is sanitized whole, once spelled.
            self.text = source == nil ? DocComment.sanitize(text) : text
            self.source = source
        }

        public init(stringLiteral text: String) {
            self.init(text)
        }

        public init(stringInterpolation: DefaultStringInterpolation) {
            self.init(String(stringInterpolation: stringInterpolation))
        }
    }

    public private(set) var entries: [Line]

    public init(_ lines: [Line]) {
        entries = lines
    }

    public init(_ line: Line) {
        self.init([line])
    }

    /// The lines as written, citations spelled and sanitized.
    public var lines: [String] {
        entries.map { line in
            guard let source = line.source else { return line.text }
            let citation = "From \(source.file):\(source.line)."
            return Self.sanitize(line.text.isEmpty ? citation : line.text + " " + citation)
        }
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
    static func isInert(_ text: String) -> Bool {
        // Over the contiguous bytes: the `utf8` view checks every index.
        withBorrowedUTF8(text, isInert)
    }

    static func isInert(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.last != UInt8(ascii: " ") else { return false }
        var index = 0
        // Eight bytes at a time while each is printable ASCII and none is
        // `*` (doc lines are long, and this ran over every one); from a word
        // that fails, the byte loop decides, seeing what follows a `*`.
        let ones: UInt64 = 0x0101_0101_0101_0101, highBits: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ word: UInt64) -> Bool { (word &- ones) & ~word & highBits != 0 }
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
            let hasControl = (word &- 0x20 &* ones) & ~word & highBits != 0
            if word & highBits != 0 || hasControl || hasZeroByte(word ^ (0x7F &* ones)) || hasZeroByte(word ^ (0x2A &* ones)) {
                break
            }
            index += 8
        }
        // The words passed had no `*`, so no `*/` starts before `index`.
        var previous: UInt8 = 0
        for byte in bytes[index...] {
            guard byte >= 0x20, byte <= 0x7E, !(previous == UInt8(ascii: "*") && byte == UInt8(ascii: "/")) else {
                return false
            }
            previous = byte
        }
        return true
    }
}
