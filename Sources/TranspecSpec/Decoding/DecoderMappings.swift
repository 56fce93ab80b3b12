import TranspecDiagnostics
import TranspecYAML

/// A mapping whose unknown and malformed keys were already reported.
/// Lookups rescan its few entries by bytes, so it stores nothing.
struct Fields {
    let node: Node

    subscript(key: String) -> Node? { node.entry(forKey: key)?.value }

    func has(_ key: String) -> Bool { node.entry(forKey: key) != nil }

    /// Where `key` was written, for errors about the key itself.
    func keyNode(_ key: String) -> Node? { node.entry(forKey: key)?.key }
}

struct NamedEntry {
    let name: Located<String>
    let keyNode: Node
    let value: Node
}

extension SpecDecoder {
    /// A mapping with a fixed set of keys. Unknown keys get did-you-mean;
    /// `x-` keys are skipped where `ignoringExtensions` (the top level).
    mutating func fields(
        of node: Node, for context: String, allowed: KeyTable, ignoringExtensions: Bool = false
    ) -> Fields? {
        guard isMapping(node, for: context) else { return nil }
        var known: UInt64 = 0
        for (key, _) in node.entries {
            guard key.isScalar else {
                error("keys must be plain strings", at: key)
                continue
            }
            // Compare bytes against the allowed names: no String per key.
            let match = key.withScalarBytes { allowed.index(of: $0) } ?? nil
            guard let index = match else {
                let text = key.text ?? ""
                if ignoringExtensions && text.hasPrefix("x-") { continue }
                let place = context == "the document" ? "at the top level" : "in '\(context)'"
                reportUnknownWord(text, at: key, what: "key '\(text)' \(place)",
                                  candidates: allowed.names,
                                  fallback: "expected one of \(allowed.names.joined(separator: ", "))")
                continue
            }
            let bit: UInt64 = 1 << UInt64(index % 64)
            if known & bit != 0, let first = node.entry(forKey: allowed.names[index])?.key, first != key {
                duplicateKey(allowed.names[index], at: key, first: first)
            }
            known |= bit
        }
        return Fields(node: node)
    }

    /// A mapping from user-chosen names to values (transitions, elements).
    mutating func namedEntries(of node: Node, for context: String) -> [NamedEntry] {
        guard isMapping(node, for: context) else { return [] }
        var result: [NamedEntry] = []
        var firstKey: [String: Node] = [:]
        for (key, value) in node.entries {
            guard let name = namedKey(key) else { continue }
            if let first = firstKey[name.value] {
                duplicateKey(name.value, at: key, first: first)
                continue
            }
            firstKey[name.value] = key
            result.append(NamedEntry(name: name, keyNode: key, value: value))
        }
        return result
    }

    /// The name a key gives its entry, or nil (after an error) for a collection key.
    mutating func namedKey(_ key: Node) -> Located<String>? {
        guard let text = key.text else {
            error("keys must be plain strings", at: key)
            return nil
        }
        return Located(text, at: location(key))
    }

    private mutating func isMapping(_ node: Node, for context: String) -> Bool {
        checkCollectionTag(node)
        guard node.isMapping else {
            typeError(expected: "a mapping", for: context, found: node)
            return false
        }
        return true
    }

    private mutating func duplicateKey(_ name: String, at key: Node, first: Node) {
        error("duplicate key '\(name)'", at: key, notes: [DiagnosticNote("first written here", at: location(first))])
    }

    /// The value for a required key, or an error at the mapping.
    mutating func require(_ key: String, in fields: Fields, context: String) -> Node? {
        if let value = fields[key] { return value }
        let place = context == "the document" ? "at the top level" : "in '\(context)'"
        error("missing required key '\(key)' \(place)", at: fields.node)
        return nil
    }

    /// The items of a sequence, or an error.
    mutating func sequence(_ node: Node, for key: String) -> Node.Items? {
        checkCollectionTag(node)
        guard node.isSequence else {
            typeError(expected: "a sequence", for: key, found: node)
            return nil
        }
        return node.items
    }
}
