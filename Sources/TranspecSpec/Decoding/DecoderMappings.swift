import TranspecDiagnostics
import TranspecYAML

/// A mapping whose unknown and malformed keys were already reported, with
/// each known key's place kept in inline slots: lookups allocate nothing.
struct Fields {
    let node: Node
    private let table: KeyTable
    /// Node ids plus one, by key position; 0 where the key is absent.
    private var keyIDs = SIMD16<UInt32>()
    private var valueIDs = SIMD16<UInt32>()

    init(node: Node, table: KeyTable) {
        self.node = node
        self.table = table
    }

    subscript(key: StaticString) -> Node? { slot(table.index(of: key)).map { value(at: $0) } }

    func has(_ key: StaticString) -> Bool { slot(table.index(of: key)) != nil }

    /// Where `key` was written, for errors about the key itself.
    func keyNode(_ key: StaticString) -> Node? { slot(table.index(of: key)).map { firstKey(at: $0) } }

    /// The same lookups for a key name held in a variable.
    func value(named key: String) -> Node? { slot(table.index(ofName: key)).map { value(at: $0) } }
    func has(named key: String) -> Bool { slot(table.index(ofName: key)) != nil }
    func keyNode(named key: String) -> Node? { slot(table.index(ofName: key)).map { firstKey(at: $0) } }

    private func slot(_ index: Int?) -> Int? {
        guard let index, valueIDs[index] != 0 else { return nil }
        return index
    }

    private func value(at index: Int) -> Node { node.node(withID: valueIDs[index] - 1) }

    /// Records the first occurrence of the key at `index`; false if it was seen.
    fileprivate mutating func record(_ index: Int, key: UInt32, value: UInt32) -> Bool {
        guard valueIDs[index] == 0 else { return false }
        keyIDs[index] = key + 1
        valueIDs[index] = value + 1
        return true
    }

    fileprivate func firstKey(at index: Int) -> Node { node.node(withID: keyIDs[index] - 1) }

    /// Allowed keys that an unknown key was reported as a likely misspelling
    /// of, by position: their absence is already explained.
    fileprivate var misspelled: UInt32 = 0

    func isMisspelled(_ key: StaticString) -> Bool {
        guard let index = table.index(of: key) else { return false }
        return misspelled & (1 << UInt32(index)) != 0
    }

    func isMisspelled(named key: String) -> Bool {
        guard let index = table.index(ofName: key) else { return false }
        return misspelled & (1 << UInt32(index)) != 0
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
            // Compare bytes against the allowed names: no String, no handle per key.
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
            if let suggestion, let index = allowed.index(ofName: suggestion), index < 32 {
                fields.misspelled |= 1 << UInt32(index)
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
        if let index = key.withScalarBytes({ allowed.index(of: $0) }) ?? nil {
            duplicateKey(allowed.names[index], at: key, first: fields.firstKey(at: index))
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
        // Few names compare pairwise; a file's many transitions hash.
        var firstKey: [String: Node] = [:]
        for (key, value) in node.entries {
            guard let name = namedKey(key) else { continue }
            let first = node.count <= 16
                ? result.first { $0.name.value == name.value }?.keyNode : firstKey[name.value]
            if let first {
                duplicateKey(name.value, at: key, first: first)
                continue
            }
            if node.count > 16 { firstKey[name.value] = key }
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
