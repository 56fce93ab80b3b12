// Self-contained (the standard library only): the build plugin compiles this
// same file through a symlink (Plugins/TranspecPlugin/SwiftName.swift),
// because it must declare each output file before `transpec generate` runs
// and plugins cannot depend on library targets. So the plugin and the tool
// name files with one function.
// It stays `public` (not `package`): plugins are compiled without a package name.

/// Converts spec names to Swift names the generator will emit, so the
/// decoder can reject two names that would become the same identifier.
public enum SwiftName {
    public static let specSuffix = ".transpec.yaml"

    /// The configuration a target may hold beside its specs
    /// (`accessModifier: public`), which the plugins pass to `generate`.
    public static let configFileNames = ["transpec-config.yaml", "transpec-config.yml"]

    /// `Specs/tags-sheet.transpec.yaml` → `TagsSheet.swift`: the file
    /// `transpec generate` writes for a spec.
    public static func outputFileName(forSpecPath path: String) -> String {
        specTypeName(forSpecPath: path) + ".swift"
    }

    /// `Specs/tags-sheet.transpec.yaml` → `TagsSheet`: the spec's file name
    /// without `.transpec.yaml` (or its last extension), as a type name
    /// without backticks. Paths are split on their bytes: as Characters, a
    /// `/` or `.` followed by a combining mark is one character, which
    /// would let a folder's name into the type name.
    public static func specTypeName(forSpecPath path: String) -> String {
        let bytes = Array(path.utf8), suffix = Array(specSuffix.utf8)
        let start = bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
        var end = bytes.count
        if end - start >= suffix.count && bytes[(end - suffix.count)...].elementsEqual(suffix) {
            end -= suffix.count
        } else if let dot = bytes[start...].lastIndex(of: UInt8(ascii: ".")), dot != start {
            end = dot
        }
        // Cut at ASCII bytes, which never fall inside a multi-byte sequence.
        return unescaped(typeName(for: String(decoding: bytes[start..<end], as: UTF8.self)))
    }

    /// `tags-sheet dismiss` → `TagsSheetDismiss`.
    public static func typeName(for name: String) -> String {
        if let ascii = ASCIIName.typeName(name) { return finish(ascii) }
        return finish(UnicodeName.words(in: name).map(UnicodeName.capitalized).joined())
    }

    /// `Corner radius` → `cornerRadius`; `URLPreview` → `urlPreview`.
    public static func identifier(for name: String) -> String {
        if let ascii = ASCIIName.identifier(name) { return finish(ascii) }
        let words = UnicodeName.words(in: name)
        guard let first = words.first else { return finish("") }
        return finish(([UnicodeName.lowercasingLeadingCapitals(first)] + words.dropFirst().map(UnicodeName.capitalized))
            .joined())
    }

    /// The name without keyword backticks, for comparing two conversions.
    public static func unescaped(_ name: String) -> String {
        name.utf8.first == UInt8(ascii: "`") ? String(name.dropFirst().dropLast()) : name
    }

    /// Looks at the first byte, not the first Character: a digit with a
    /// combining mark (`1\u{301}`) is one Character that is not a digit, yet
    /// no identifier may start with it either.
    private static func finish(_ name: String) -> String {
        guard let first = name.utf8.first else { return "_" }
        if first &- UInt8(ascii: "0") < 10 { return "_" + name }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "Type", "Protocol", "async", "borrowing", "consuming", "some", "any",
    ]
}

/// The same conversions for ASCII names in one pass over the bytes: most
/// names are ASCII, and Unicode case mapping and grapheme breaking cost a
/// hundred times more. Nil for non-ASCII names.
private enum ASCIIName {
    static func typeName(_ name: String) -> String? { convert(name, lowerFirstWord: false) }
    static func identifier(_ name: String) -> String? { convert(name, lowerFirstWord: true) }

    private static func convert(_ name: String, lowerFirstWord: Bool) -> String? {
        let bytes = Array(name.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        var isFirstWord = true
        while index < bytes.count {
            while index < bytes.count && !isLetterOrDigit(bytes[index]) { index += 1 }
            let start = index
            while index < bytes.count && isLetterOrDigit(bytes[index]) { index += 1 }
            guard index > start else { break }
            var lowered = 0
            if isFirstWord && lowerFirstWord {
                // URLPreview → urlPreview: lower the leading capitals but the
                // last of a run that starts the next word; ALLCAPS → allcaps.
                var capitals = 0
                while start + capitals < index && isUpper(bytes[start + capitals]) { capitals += 1 }
                lowered = capitals == index - start ? capitals : capitals > 1 ? capitals - 1 : capitals
            }
            for position in start..<index {
                let byte = bytes[position]
                if position < start + lowered {
                    out.append(lower(byte))
                } else if position == start && !(isFirstWord && lowerFirstWord) {
                    out.append(upper(byte))
                } else {
                    out.append(byte)
                }
            }
            isFirstWord = false
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
    }

    private static func isUpper(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "A") < 26 }
    private static func upper(_ byte: UInt8) -> UInt8 { byte &- UInt8(ascii: "a") < 26 ? byte - 32 : byte }
    private static func lower(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte + 32 : byte }
}

/// Names with non-ASCII letters, scalar by scalar under the Swift
/// reference's identifier grammar ("Identifiers" in The Swift Programming
/// Language): `Character.isLetter` admits letters Swift rejects (U+2E2F
/// VERTICAL TILDE is one), and a generated name must always compile.
enum UnicodeName {
    /// Runs of letters that may start an identifier, each followed by any
    /// combining marks; everything else separates words.
    static func words(in name: String) -> [String.UnicodeScalarView] {
        var words: [String.UnicodeScalarView] = []
        var current = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            if isWordLetter(scalar) || (!current.isEmpty && isContinuation(scalar)) {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    static func capitalized(_ word: String.UnicodeScalarView) -> String {
        guard let first = word.first else { return "" }
        return legal(first.properties.uppercaseMapping, or: first) + String(String.UnicodeScalarView(word.dropFirst()))
    }

    /// URLPreview → urlPreview: lower leading capitals but the last of a run
    /// that starts the next word; a word in capitals is lowered whole.
    static func lowercasingLeadingCapitals(_ word: String.UnicodeScalarView) -> String {
        let scalars = Array(word)
        let capitals = scalars.prefix { $0.properties.isUppercase }.count
        let lowered = capitals == scalars.count ? capitals : capitals > 1 ? capitals - 1 : capitals
        let head = scalars[..<lowered].map { legal($0.properties.lowercaseMapping, or: $0) }.joined()
        return head + String(String.UnicodeScalarView(scalars[lowered...]))
    }

    /// A case mapping, kept only if every scalar of it is still legal.
    private static func legal(_ mapped: String, or original: Unicode.Scalar) -> String {
        mapped.unicodeScalars.allSatisfy { isIdentifierHead($0) || isContinuation($0) } ? mapped : String(original)
    }

    private static func isWordLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (scalar.value | 0x20) &- 0x61 < 26 || scalar.value &- 0x30 < 10 }
        return scalar.properties.isAlphabetic && isIdentifierHead(scalar)
    }

    /// Combining marks and joiners a word may carry after its first letter.
    private static func isContinuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark:
            return isIdentifierCharacter(scalar)
        default:
            return false
        }
    }

    /// identifier-head, less `_` and the ASCII letters handled above.
    static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        for range in headRanges where range.contains(value) { return true }
        // U+10000–U+EFFFD, in planes, minus each plane's last two code points.
        return value >= 0x10000 && value <= 0xEFFFD && value & 0xFFFF <= 0xFFFD
    }

    /// identifier-character: the heads, plus digits and combining marks.
    static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if (0x30...0x39).contains(value) || isIdentifierHead(scalar) { return true }
        return (0x0300...0x036F).contains(value) || (0x1DC0...0x1DFF).contains(value)
            || (0x20D0...0x20FF).contains(value) || (0xFE20...0xFE2F).contains(value)
    }

    private static let headRanges: [ClosedRange<UInt32>] = [
        0x41...0x5A, 0x61...0x7A, 0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5,
        0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F,
        0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E,
        0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F,
        0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007,
        0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF,
        0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD,
    ]
}
