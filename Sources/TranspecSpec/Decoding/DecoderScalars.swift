import TranspecDiagnostics
import TranspecYAML

extension SpecDecoder {
    /// The core-schema value of a scalar node, honoring explicit core tags;
    /// nil (after an error) for collections' callers and unknown tags.
    mutating func resolve(_ node: Node) -> CoreValue? {
        guard case .scalar(let scalar) = node.kind else { return nil }
        guard let tag = scalar.tag, tag != "!" else {
            return scalar.style == .plain && scalar.tag == nil ? CoreSchema.resolvePlain(scalar.text) : .string(scalar.text)
        }
        let resolved = CoreSchema.resolvePlain(scalar.text)
        switch tag {
        case CoreSchema.tagPrefix + "str": return .string(scalar.text)
        case CoreSchema.tagPrefix + "null": if case .null = resolved { return resolved }
        case CoreSchema.tagPrefix + "bool": if case .bool = resolved { return resolved }
        case CoreSchema.tagPrefix + "int":
            switch resolved {
            case .int, .integerOverflow: return resolved
            default: break
            }
        case CoreSchema.tagPrefix + "float":
            switch resolved {
            case .float: return resolved
            case .int(let value): return .float(Double(value))
            default: break
            }
        default:
            error("unknown tag '\(tag)'; specs use only the YAML core schema tags", at: node)
            return nil
        }
        error("'\(scalar.text)' is not a valid \(shortTag(tag))", at: node)
        return nil
    }

    /// Rejects tags on collections other than `!!map` and `!!seq`.
    mutating func checkCollectionTag(_ node: Node) {
        guard let tag = node.tag, tag != "!" else { return }
        let expected: String
        switch node.kind {
        case .mapping: expected = CoreSchema.tagPrefix + "map"
        case .sequence: expected = CoreSchema.tagPrefix + "seq"
        case .scalar: return
        }
        if tag != expected {
            error("unknown tag '\(tag)'; specs use only the YAML core schema tags", at: node)
        }
    }

    private func shortTag(_ tag: String) -> String {
        tag.hasPrefix(CoreSchema.tagPrefix) ? "!!" + tag.dropFirst(CoreSchema.tagPrefix.count) : tag
    }

    /// "a string 'half'", "the number 3", "a mapping", for "found …" clauses.
    mutating func describe(_ node: Node) -> String {
        switch node.kind {
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        case .scalar(let scalar):
            switch CoreSchema.resolvePlainOrString(scalar) {
            case .null: return "null"
            case .bool(let value): return "the boolean \(value)"
            case .int, .integerOverflow, .float: return "the number \(scalar.text)"
            case .string(let text): return "a string '\(text)'"
            }
        }
    }

    mutating func typeError(expected: String, for key: String, found node: Node) {
        var notes: [DiagnosticNote] = []
        if case .scalar(let scalar) = node.kind, scalar.style == .plain,
           let meaning = Self.yaml11Booleans[scalar.text]
        {
            notes.append(DiagnosticNote("YAML 1.2 reads '\(scalar.text)' as a string; write \(meaning)"))
        }
        error("expected \(expected) for '\(key)', found \(describe(node))", at: node, notes: notes)
    }

    static let yaml11Booleans: [String: Bool] = {
        var table: [String: Bool] = [:]
        for word in ["y", "Y", "yes", "Yes", "YES", "on", "On", "ON"] { table[word] = true }
        for word in ["n", "N", "no", "No", "NO", "off", "Off", "OFF"] { table[word] = false }
        return table
    }()

    /// A finite number; integers widen to Double.
    mutating func number(_ node: Node, for key: String) -> Double? {
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
            typeError(expected: "true or false", for: key, found: node)
            return nil
        }
    }

    /// Any non-null scalar's text: `summary: 2` reads as "2".
    mutating func string(_ node: Node, for key: String) -> String? {
        switch resolve(node) {
        case .string(let text): return text
        case .int, .float, .bool, .integerOverflow:
            if case .scalar(let scalar) = node.kind { return scalar.text }
            return nil
        case nil where isScalar(node): return nil
        default:
            typeError(expected: "a string", for: key, found: node)
            return nil
        }
    }

    /// One of an enumeration's spellings, with did-you-mean on a near miss.
    mutating func choice<Choice: RawRepresentable & CaseIterable>(
        _ node: Node, for key: String, as type: Choice.Type = Choice.self
    ) -> Choice? where Choice.RawValue == String {
        let spellings = Choice.allCases.map(\.rawValue)
        let list = spellings.joined(separator: ", ")
        let resolved = resolve(node)
        guard case .string(let text)? = resolved else {
            // A nil from a scalar was already reported (a bad tag).
            if resolved != nil || !isScalar(node) { typeError(expected: "one of \(list)", for: key, found: node) }
            return nil
        }
        if let value = Choice(rawValue: text) { return value }
        reportUnknownWord(text, at: node, what: "value '\(text)' for '\(key)'", candidates: spellings,
                          fallback: "expected one of \(list)")
        return nil
    }

    /// "unknown key 'x' in 'y'; did you mean 'z'?" with a fix-it, or the fallback advice.
    mutating func reportUnknownWord(_ word: String, at node: Node, what: String, candidates: [String], fallback: String) {
        if let suggestion = closestMatch(to: word, in: candidates) {
            error("unknown \(what); did you mean '\(suggestion)'?", at: node, fixIt: replacing(node, with: suggestion))
        } else {
            error("unknown \(what); \(fallback)", at: node)
        }
    }

    /// A fix-it replacing a scalar's text; quoted scalars keep their quotes.
    func replacing(_ node: Node, with replacement: String) -> FixIt? {
        guard case .scalar(let scalar) = node.kind, !scalar.text.contains("\n") else { return nil }
        var start = location(node)
        switch scalar.style {
        case .plain: break
        case .singleQuoted, .doubleQuoted:
            start.column += 1
            start.offset += 1
        case .literal, .folded: return nil
        }
        return FixIt(location: start, length: scalar.text.unicodeScalars.count, replacement: replacement)
    }

    func isScalar(_ node: Node) -> Bool {
        if case .scalar = node.kind { return true }
        return false
    }

    func scalarText(_ node: Node) -> String {
        if case .scalar(let scalar) = node.kind { return "'\(scalar.text)'" }
        return "a collection"
    }
}

extension CoreSchema {
    static func resolvePlainOrString(_ scalar: Scalar) -> CoreValue {
        scalar.style == .plain && scalar.tag == nil ? resolvePlain(scalar.text) : .string(scalar.text)
    }
}
