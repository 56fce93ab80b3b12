// The output file name `transpec generate` gives a spec. The plugins must
// declare each output before the tool runs, and cannot link TranspecSpec, so
// this mirrors `SpecTranslator.outputFileName(forSpecPath:)`; a generator
// test compiles this same file (a symlink) and compares the two.

enum GeneratedFileName {
    static let specSuffix = ".transpec.yaml"

    /// `tags-sheet.transpec.yaml` → `TagsSheet.swift`.
    static func forSpec(named fileName: String) -> String {
        var base = fileName
        if base.hasSuffix(specSuffix) {
            base.removeLast(specSuffix.count)
        } else if let dot = base.lastIndex(of: "."), dot != base.startIndex {
            base = String(base[..<dot])
        }
        return typeName(base) + ".swift"
    }

    /// PascalCase words of letters and ASCII digits; `_` for nothing, and a
    /// `_` before a leading digit. Keywords need no backticks in a file name.
    private static func typeName(_ name: String) -> String {
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
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if joined.isEmpty { return "_" }
        if let first = joined.first, first.isASCII, first.isNumber { return "_" + joined }
        return joined
    }
}
