/// Converts spec names to Swift names the generator will emit, so the
/// decoder can reject two names that would become the same identifier.
public enum SwiftName {
    /// `tags-sheet dismiss` → `TagsSheetDismiss`.
    public static func typeName(for name: String) -> String {
        if let ascii = ASCIIName(name) { return finish(ascii.typeName) }
        let words = self.words(in: name).map { $0.prefix(1).uppercased() + $0.dropFirst() }
        return finish(words.joined())
    }

    /// `Corner radius` → `cornerRadius`; `URLPreview` → `urlPreview`.
    public static func identifier(for name: String) -> String {
        if let ascii = ASCIIName(name) { return finish(ascii.identifier) }
        var words = self.words(in: name)
        guard !words.isEmpty else { return finish("") }
        words[0] = lowercasingLeadingCapitals(words[0])
        let rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        return finish(([words[0]] + rest).joined())
    }

    /// The name without keyword backticks, for comparing two conversions.
    public static func unescaped(_ name: String) -> String {
        name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
    }

    private static func words(in name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isLetter || (character.isASCII && character.isNumber) {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func lowercasingLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        let capitals = characters.prefix { $0.isUppercase }.count
        if capitals == characters.count { return word.lowercased() }
        // Keep the last capital of a run that starts the next word: URLPreview → urlPreview.
        let lowered = capitals > 1 ? capitals - 1 : capitals
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    private static func finish(_ name: String) -> String {
        if name.isEmpty { return "_" }
        if let first = name.first, first.isASCII, first.isNumber { return "_" + name }
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

/// The same conversions for ASCII names, on bytes: most names are ASCII,
/// and Unicode case mapping and grapheme breaking cost a hundred times more.
private struct ASCIIName {
    let words: [ArraySlice<UInt8>]

    init?(_ name: String) {
        let bytes = Array(name.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        words = bytes.split { !Self.isLetterOrDigit($0) }
    }

    var typeName: String {
        var out: [UInt8] = []
        for word in words {
            out.append(Self.upper(word.first!))
            out += word.dropFirst()
        }
        return String(decoding: out, as: UTF8.self)
    }

    var identifier: String {
        guard let first = words.first else { return "" }
        var out: [UInt8] = []
        let capitals = first.prefix { Self.isUpper($0) }.count
        if capitals == first.count {
            out += first.map(Self.lower)
        } else {
            // Keep the last capital of a run that starts the next word: URLPreview → urlPreview.
            let lowered = capitals > 1 ? capitals - 1 : capitals
            out += first.prefix(lowered).map(Self.lower)
            out += first.dropFirst(lowered)
        }
        for word in words.dropFirst() {
            out.append(Self.upper(word.first!))
            out += word.dropFirst()
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
    }

    static func isUpper(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "A") < 26 }
    static func upper(_ byte: UInt8) -> UInt8 { byte &- UInt8(ascii: "a") < 26 ? byte - 32 : byte }
    static func lower(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte + 32 : byte }
}
