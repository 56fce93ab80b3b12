/// Swift's identifier grammar, copied from the reference ("Lexical
/// Structure › Identifiers" in The Swift Programming Language) rather than
/// from TranspecSpec, so the generator's names are checked against the
/// language, not against the code that made them.
enum SwiftIdentifier {
    static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value == 0x5F || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) { return true }
        if value >= 0x10000 { return value <= 0xEFFFD && value & 0xFFFF <= 0xFFFD }
        return headRanges.contains { $0.contains(value) }
    }

    static func isCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if (0x30...0x39).contains(value) || isHead(scalar) { return true }
        return (0x0300...0x036F).contains(value) || (0x1DC0...0x1DFF).contains(value)
            || (0x20D0...0x20FF).contains(value) || (0xFE20...0xFE2F).contains(value)
    }

    /// `name` is an identifier: a head, then identifier characters.
    static func isValid<S: Collection<Unicode.Scalar>>(_ name: S) -> Bool {
        guard let first = name.first, isHead(first) else { return false }
        return name.dropFirst().allSatisfy(isCharacter)
    }

    /// identifier-head below U+10000, less ASCII letters and `_`.
    private static let headRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
        0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
        0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
        0x1E00...0x1FFF,
        0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
        0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
        0xFE47...0xFFFD,
    ]

    /// Keywords that cannot be identifiers without backticks (the reference's
    /// declaration, statement, expression and type keywords, and `_`).
    /// Context-only keywords (`get`, `some`, `open`, ...) are identifiers.
    static let reserved: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]
}
