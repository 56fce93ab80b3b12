import TranspecDiagnostics
import TranspecYAML

/// A mapping whose unknown and malformed keys were already reported, with
/// each known key's place.
struct Fields {
    let node: Node
    private let table: KeyTable
    /// The first key and its value written for each allowed key, by position.
    private var found: [(key: UInt32, value: UInt32)?]
    /// Allowed keys an unknown key was reported as a likely misspelling of:
    /// their absence is already explained.
    fileprivate var misspelled: Set<Int> = []

    init(node: Node, table: KeyTable) {
        self.node = node
        self.table = table
        found = Array(repeating: nil, count: table.names.count)
    }

    subscript(key: StaticString) -> Node? { entry(table.index(of: key)).map { node.node(withID: $0.value) } }

    func has(_ key: StaticString) -> Bool { entry(table.index(of: key)) != nil }

    /// Where `key` was written, for errors about the key itself.
    func keyNode(_ key: StaticString) -> Node? { entry(table.index(of: key)).map { node.node(withID: $0.key) } }

    func value(named key: String) -> Node? { entry(table.index(of: key)).map { node.node(withID: $0.value) } }
    func has(named key: String) -> Bool { entry(table.index(of: key)) != nil }
    func keyNode(named key: String) -> Node? { entry(table.index(of: key)).map { node.node(withID: $0.key) } }

    private func entry(_ index: Int?) -> (key: UInt32, value: UInt32)? {
        index.flatMap { found[$0] }
    }

    /// Records the first occurrence of the key at `index`; false if it was seen.
    fileprivate mutating func record(_ index: Int, key: UInt32, value: UInt32) -> Bool {
        guard found[index] == nil else { return false }
        found[index] = (key, value)
        return true
    }

    fileprivate func firstKey(at index: Int) -> Node? { found[index].map { node.node(withID: $0.key) } }

    func isMisspelled(_ key: StaticString) -> Bool {
        table.index(of: key).map(misspelled.contains) ?? false
    }

    func isMisspelled(named key: String) -> Bool {
        table.index(of: key).map(misspelled.contains) ?? false
    }
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
        var fields = Fields(node: node, table: allowed)
        var unknown: [UInt32] = []
        node.forEachEntry { keyBytes, key, value in
            if let keyBytes, let index = allowed.index(of: keyBytes) {
                if !fields.record(index, key: key, value: value) { unknown.append(key) }
            } else {
                unknown.append(key)
            }
        }
        // Problems are rare: report them with full nodes and Strings.
        for id in unknown {
            let suggestion = reportKey(node.node(withID: id), in: fields, allowed: allowed, context: context,
                                       ignoringExtensions: ignoringExtensions)
            if let suggestion, let index = allowed.index(of: suggestion) {
                fields.misspelled.insert(index)
            }
        }
        return fields
    }

    /// Reports one unknown or duplicate key; returns the did-you-mean suggestion.
    private mutating func reportKey(
        _ key: Node, in fields: Fields, allowed: KeyTable, context: String, ignoringExtensions: Bool
    ) -> String? {
        guard key.isScalar else {
            error("keys must be plain strings", at: key)
            return nil
        }
        let text = key.text ?? ""
        if let index = key.withScalarBytes({ allowed.index(of: $0) }) ?? nil, let first = fields.firstKey(at: index) {
            duplicateKey(allowed.names[index], at: key, first: first)
            return nil
        }
        if ignoringExtensions && text.hasPrefix("x-") { return nil }
        let place = context == "the document" ? "at the top level" : "in '\(context)'"
        return reportUnknownWord(text, at: key, what: "key \(quoted(text)) \(place)", candidates: allowed.names,
                          fallback: "expected one of \(allowed.names.joined(separator: ", "))")
    }

    /// A mapping from user-chosen names to values (transitions, elements).
    mutating func namedEntries(of node: Node, for context: String) -> [NamedEntry] {
        guard isMapping(node, for: context) else { return [] }
        var result: [NamedEntry] = []
        result.reserveCapacity(node.count)
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
        error("duplicate key \(quoted(name))", at: key, notes: [DiagnosticNote("first written here", at: location(first))])
    }

    /// The value for a required key, or an error at the mapping.
    mutating func require(_ key: StaticString, in fields: Fields, context: String) -> Node? {
        if let value = fields[key] { return value }
        // "unknown key 'operaton'; did you mean 'operation'?" already says it.
        if fields.isMisspelled(key) { return nil }
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
