import TranspecDiagnostics
import TranspecYAML

/// A mapping's entries by key, after unknown and malformed keys were reported.
struct Fields {
    let node: Node
    private(set) var values: [String: Node] = [:]
    private(set) var keys: [String: Node] = [:]

    init(node: Node) { self.node = node }

    subscript(key: String) -> Node? { values[key] }

    func has(_ key: String) -> Bool { values[key] != nil }

    fileprivate mutating func add(_ key: String, keyNode: Node, value: Node) {
        values[key] = value
        keys[key] = keyNode
    }
}

struct NamedEntry {
    let name: Located<String>
    let keyNode: Node
    let value: Node
}

extension SpecDecoder {
    /// The string keys of a mapping in document order; non-scalar keys and
    /// duplicates are reported and skipped.
    private mutating func entries(of node: Node, for context: String) -> [(name: String, key: Node, value: Node)]? {
        checkCollectionTag(node)
        guard case .mapping(let pairs) = node.kind else {
            typeError(expected: "a mapping", for: context, found: node)
            return nil
        }
        var result: [(name: String, key: Node, value: Node)] = []
        var firstKey: [String: Node] = [:]
        for (key, value) in pairs {
            guard case .scalar(let scalar) = key.kind else {
                error("keys must be plain strings", at: key)
                continue
            }
            if let first = firstKey[scalar.text] {
                error("duplicate key '\(scalar.text)'", at: key,
                      notes: [DiagnosticNote("first written here", at: location(first))])
                continue
            }
            firstKey[scalar.text] = key
            result.append((scalar.text, key, value))
        }
        return result
    }

    /// A mapping with a fixed set of keys. Unknown keys get did-you-mean;
    /// `x-` keys are skipped where `ignoringExtensions` (the top level).
    mutating func fields(
        of node: Node, for context: String, allowed: [String], ignoringExtensions: Bool = false
    ) -> Fields? {
        guard let entries = entries(of: node, for: context) else { return nil }
        var fields = Fields(node: node)
        for entry in entries {
            if ignoringExtensions && entry.name.hasPrefix("x-") { continue }
            guard allowed.contains(entry.name) else {
                let place = context == "the document" ? "at the top level" : "in '\(context)'"
                reportUnknownWord(entry.name, at: entry.key, what: "key '\(entry.name)' \(place)",
                                  candidates: allowed, fallback: "expected one of \(allowed.joined(separator: ", "))")
                continue
            }
            fields.add(entry.name, keyNode: entry.key, value: entry.value)
        }
        return fields
    }

    /// A mapping from user-chosen names to values (transitions, elements).
    mutating func namedEntries(of node: Node, for context: String) -> [NamedEntry] {
        guard let entries = entries(of: node, for: context) else { return [] }
        return entries.map { NamedEntry(name: Located($0.name, at: location($0.key)), keyNode: $0.key, value: $0.value) }
    }

    /// The value for a required key, or an error at the mapping.
    mutating func require(_ key: String, in fields: Fields, context: String) -> Node? {
        if let value = fields[key] { return value }
        let place = context == "the document" ? "at the top level" : "in '\(context)'"
        error("missing required key '\(key)' \(place)", at: fields.node)
        return nil
    }

    /// The elements of a sequence, or an error.
    mutating func sequence(_ node: Node, for key: String) -> [Node]? {
        checkCollectionTag(node)
        guard case .sequence(let items) = node.kind else {
            typeError(expected: "a sequence", for: key, found: node)
            return nil
        }
        return items
    }
}
