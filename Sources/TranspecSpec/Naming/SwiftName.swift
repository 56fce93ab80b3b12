/// Converts spec names to Swift names the generator will emit, so the
/// decoder can reject two names that would become the same identifier.
public enum SwiftName {
    /// `tags-sheet dismiss` → `TagsSheetDismiss`.
    public static func typeName(for name: String) -> String {
        if let ascii = ASCIIName.typeName(name) { return finish(ascii) }
        let words = self.words(in: name).map { $0.prefix(1).uppercased() + $0.dropFirst() }
        return finish(words.joined())
    }

    /// `Corner radius` → `cornerRadius`; `URLPreview` → `urlPreview`.
    public static func identifier(for name: String) -> String {
        if let ascii = ASCIIName.identifier(name) { return finish(ascii) }
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

/// The same conversions for ASCII names in one pass over the bytes: most
/// names are ASCII, and Unicode case mapping and grapheme breaking cost a
/// hundred times more. Nil for non-ASCII names.
private enum ASCIIName {
    static func typeName(_ name: String) -> String? { convert(name, lowerFirstWord: false) }
    static func identifier(_ name: String) -> String? { convert(name, lowerFirstWord: true) }

    private static func convert(_ name: String, lowerFirstWord: Bool) -> String? {
        var name = name
        return name.withUTF8 { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count) { out in
                var count = 0
                var index = 0
                var isFirstWord = true
                while index < bytes.count {
                    while index < bytes.count && !isLetterOrDigit(bytes[index]) { index += 1 }
                    let start = index
                    while index < bytes.count && isLetterOrDigit(bytes[index]) { index += 1 }
                    guard index > start else { break }
                    let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
                    if isFirstWord && lowerFirstWord {
                        // URLPreview → urlPreview: lower the leading capitals but
                        // the last of a run that starts the next word; ALLCAPS → allcaps.
                        let capitals = word.prefix { isUpper($0) }.count
                        let lowered = capitals == word.count ? capitals : capitals > 1 ? capitals - 1 : capitals
                        for (offset, byte) in word.enumerated() {
                            out[count] = offset < lowered ? lower(byte) : byte
                            count += 1
                        }
                    } else {
                        for (offset, byte) in word.enumerated() {
                            out[count] = offset == 0 ? upper(byte) : byte
                            count += 1
                        }
                    }
                    isFirstWord = false
                }
                return count
            }
        }
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
    }

    private static func isUpper(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "A") < 26 }
    private static func upper(_ byte: UInt8) -> UInt8 { byte &- UInt8(ascii: "a") < 26 ? byte - 32 : byte }
    private static func lower(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte + 32 : byte }
}
