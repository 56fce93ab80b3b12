import TranspecDiagnostics
import TranspecYAML

extension SpecDecoder {
    /// The core-schema value of a scalar node, honoring explicit core tags;
    /// nil (after an error) for collections' callers and unknown tags.
    mutating func resolve(_ node: Node) -> CoreValue? {
        guard let style = node.scalarStyle else { return nil }
        guard let tag = node.tag, tag != "!" else {
            return style == .plain && node.tag == nil ? node.plainValue : .string(node.text ?? "")
        }
        let resolved = node.plainValue
        switch tag {
        case CoreSchema.tagPrefix + "str": return .string(node.text ?? "")
        case CoreSchema.tagPrefix + "null": if case .null? = resolved { return resolved }
        case CoreSchema.tagPrefix + "bool": if case .bool? = resolved { return resolved }
        case CoreSchema.tagPrefix + "int":
            switch resolved {
            case .int?, .integerOverflow?: return resolved
            default: break
            }
        case CoreSchema.tagPrefix + "float":
            switch resolved {
            case .float?: return resolved
            case .int(let value)?: return .float(Double(value))
            default: break
            }
        default:
            error("unknown tag '\(shortTag(tag))'; specs use only the YAML core schema tags", at: node)
            return nil
        }
        error("\(quoted(node.text ?? "")) is not a valid \(shortTag(tag))", at: node)
        return nil
    }

    /// Rejects tags on collections other than `!!map` and `!!seq`.
    mutating func checkCollectionTag(_ node: Node) {
        guard !node.isScalar, let tag = node.tag, tag != "!" else { return }
        let expected = CoreSchema.tagPrefix + (node.isMapping ? "map" : "seq")
        if tag != expected {
            error("unknown tag '\(shortTag(tag))'; specs use only the YAML core schema tags", at: node)
        }
    }

    private func shortTag(_ tag: String) -> String {
        tag.hasPrefix(CoreSchema.tagPrefix) ? "!!" + tag.dropFirst(CoreSchema.tagPrefix.count) : tag
    }

    /// "a string 'half'", "the number 3", "a mapping", for "found …" clauses.
    mutating func describe(_ node: Node) -> String {
        if node.isSequence { return "a sequence" }
        if node.isMapping { return "a mapping" }
        switch CoreValueProbe.plainOrString(node) {
        case .null?: return "null"
        case .bool(let value)?: return "the boolean \(value)"
        case .int?, .integerOverflow?, .float?: return "the number \(node.text ?? "")"
        case .string(let text)?: return "a string \(quoted(text))"
        case nil: return "nothing"
        }
    }

    mutating func typeError(expected: String, for key: String, found node: Node) {
        var notes: [DiagnosticNote] = []
        if node.scalarStyle == .plain, node.tag == nil, let text = node.text, let meaning = Self.yaml11Booleans[text] {
            // Only where a boolean was wanted is the YAML 1.1 reading the likely intent.
            let advice = expected == Self.booleanExpectation ? "; write \(meaning)" : ""
            notes.append(DiagnosticNote("YAML 1.2 reads '\(text)' as a string\(advice)"))
        }
        error("expected \(expected) for '\(key)', found \(describe(node))", at: node, notes: notes)
    }

    static let booleanExpectation = "true or false"

    static let yaml11Booleans: [String: Bool] = {
        var table: [String: Bool] = [:]
        for word in ["y", "Y", "yes", "Yes", "YES", "on", "On", "ON"] { table[word] = true }
        for word in ["n", "N", "no", "No", "NO", "off", "Off", "OFF"] { table[word] = false }
        return table
    }()

    /// A finite number; integers widen to Double.
    mutating func number(_ node: Node, for key: String) -> Double? {
        if let value = node.decimalNumber { return value }
        switch resolve(node) {
        case .int(let value): return Double(value)
        case .float(let value) where value.isFinite: return value
        case .float:
            error("expected a finite number for '\(key)', found \(scalarText(node))", at: node)
        case .integerOverflow(let text):
            error("integer \(text) for '\(key)' does not fit in 64 bits", at: node)
        case nil where !isScalar(node):
            typeError(expected: "a number", for: key, found: node)
        case nil:
            break
        default:
            typeError(expected: "a number", for: key, found: node)
        }
        return nil
    }

    mutating func bool(_ node: Node, for key: String) -> Bool? {
        switch resolve(node) {
        case .bool(let value): return value
        case nil where isScalar(node): return nil
        default:
            typeError(expected: Self.booleanExpectation, for: key, found: node)
            return nil
        }
    }

    /// Any non-null scalar's text: `summary: 2` reads as "2".
    mutating func string(_ node: Node, for key: String) -> String? {
        switch resolve(node) {
        case .string(let text): return text
        case .int, .float, .bool, .integerOverflow:
            return node.text
        case nil where isScalar(node): return nil
        default:
            typeError(expected: "a string", for: key, found: node)
            return nil
        }
    }

    /// One of an enumeration's spellings, its raw values.
    mutating func choice<Choice: RawRepresentable & CaseIterable>(
        _ node: Node, for key: String, as type: Choice.Type = Choice.self
    ) -> Choice? where Choice.RawValue == String {
        choice(node, for: key, among: Choice.allCases.map { ($0.rawValue, $0) })
    }

    /// The value of one of `spellings`' words, with did-you-mean on a near miss.
    mutating func choice<Value>(_ node: Node, for key: String, among spellings: [(word: String, value: Value)]) -> Value? {
        let words = spellings.map(\.word)
        let resolved = resolve(node)
        guard case .string(let text)? = resolved else {
            // A nil from a scalar was already reported (a bad tag).
            if resolved != nil || !isScalar(node) {
                typeError(expected: "one of \(words.joined(separator: ", "))", for: key, found: node)
            }
            return nil
        }
        if let match = spellings.first(where: { $0.word == text }) { return match.value }
        reportUnknownWord(text, at: node, what: "value \(quoted(text)) for '\(key)'", candidates: words,
                          fallback: "expected one of \(words.joined(separator: ", "))")
        return nil
    }

    /// "unknown key 'x' in 'y'; did you mean 'z'?" with a fix-it, or the
    /// fallback advice. Returns the suggestion.
    @discardableResult
    mutating func reportUnknownWord(
        _ word: String, at node: Node, what: String, candidates: [String], fallback: String
    ) -> String? {
        if let suggestion = closestMatch(to: word, in: candidates) {
            error("unknown \(what); did you mean '\(suggestion)'?", at: node, fixIt: replacing(node, with: suggestion))
            return suggestion
        }
        error("unknown \(what); \(fallback)", at: node)
        return nil
    }

    /// A fix-it replacing a scalar's text; quoted scalars keep their quotes.
    func replacing(_ node: Node, with replacement: String) -> FixIt? {
        guard let style = node.scalarStyle, let text = node.text, !text.contains("\n") else { return nil }
        var start = location(node)
        switch style {
        case .plain: break
        case .singleQuoted, .doubleQuoted:
            start.column += 1
            start.offset += 1
        case .literal, .folded: return nil
        }
        return FixIt(location: start, length: text.unicodeScalars.count, replacement: replacement)
    }

    func isScalar(_ node: Node) -> Bool { node.isScalar }

    func scalarText(_ node: Node) -> String {
        node.text.map { quoted($0) } ?? "a collection"
    }
}
