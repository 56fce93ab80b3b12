/// Turns a mapping's alternating key/value nodes into entries: rejects
/// duplicate keys and applies merge keys (`<<`).
enum MappingBuilder {
    /// What makes two keys the same: the resolved value for scalars,
    /// identity for collections.
    enum KeyIdentity: Hashable {
        case value(CoreValue)
        case node(ObjectIdentifier)

        init(_ key: Node) {
            if case .scalar(let scalar) = key.kind {
                self = .value(scalar.coreValue)
            } else {
                self = .node(ObjectIdentifier(key))
            }
        }
    }

    typealias Entry = (key: Node, value: Node)

    static func entries(from children: [Node]) throws(YAMLError) -> [Entry] {
        var entries: [Entry] = []
        entries.reserveCapacity(children.count / 2)
        var hasMerge = false
        var index = 0
        while index + 1 < children.count {
            let key = children[index]
            hasMerge = hasMerge || isMergeKey(key)
            entries.append((key, children[index + 1]))
            index += 2
        }
        var seen = KeySet(capacity: entries.count)
        for entry in entries {
            if let first = seen.insert(entry.key) {
                throw YAMLError(
                    message: "duplicate key \(describe(entry.key)) in mapping", mark: entry.key.mark,
                    notes: [.init(message: "first defined here", mark: first.mark)])
            }
        }
        return hasMerge ? try merged(entries, explicitKeys: seen) : entries
    }

    private static func isMergeKey(_ key: Node) -> Bool {
        guard case .scalar(let scalar) = key.kind, scalar.text == "<<" else { return false }
        return scalar.tag == nil ? scalar.style == .plain : scalar.tag == CoreSchema.tagPrefix + "merge"
    }

    /// Replaces each `<<` entry with the entries of the mapping(s) it names,
    /// skipping keys written explicitly or merged earlier.
    private static func merged(_ entries: [Entry], explicitKeys: KeySet) throws(YAMLError) -> [Entry] {
        var result: [Entry] = []
        var mergedKeys = KeySet(capacity: 0)
        for entry in entries {
            guard isMergeKey(entry.key) else {
                result.append(entry)
                continue
            }
            for source in try mergeSources(entry.value) {
                for candidate in source
                where !explicitKeys.contains(candidate.key) && mergedKeys.insert(candidate.key) == nil {
                    result.append(candidate)
                }
            }
        }
        return result
    }

    private static func mergeSources(_ value: Node) throws(YAMLError) -> [[Entry]] {
        switch value.kind {
        case .mapping(let entries):
            return [entries]
        case .sequence(let items):
            var sources: [[Entry]] = []
            for item in items {
                guard case .mapping(let entries) = item.kind else {
                    throw mergeError(at: item.mark)
                }
                sources.append(entries)
            }
            return sources
        case .scalar:
            throw mergeError(at: value.mark)
        }
    }

    private static func mergeError(at mark: Mark) -> YAMLError {
        YAMLError(message: "a merge key '<<' needs a mapping or a sequence of mappings", mark: mark)
    }

    private static func describe(_ key: Node) -> String {
        if case .scalar(let scalar) = key.kind { return "'\(scalar.text)'" }
        return "(a collection)"
    }
}

/// A set of keys that remembers the first node of each; linear for the
/// small mappings that dominate specs, hashed beyond that.
struct KeySet {
    private static let linearLimit = 12
    private var small: [(identity: MappingBuilder.KeyIdentity, node: Node)] = []
    private var large: [MappingBuilder.KeyIdentity: Node]?

    init(capacity: Int) {
        if capacity > Self.linearLimit { large = Dictionary(minimumCapacity: capacity) }
    }

    /// Adds `key`; returns the earlier equal key if there was one.
    mutating func insert(_ key: Node) -> Node? {
        let identity = MappingBuilder.KeyIdentity(key)
        if large != nil {
            if let first = large![identity] { return first }
            large![identity] = key
            return nil
        }
        for entry in small where entry.identity == identity { return entry.node }
        small.append((identity, key))
        if small.count > Self.linearLimit {
            large = Dictionary(uniqueKeysWithValues: small.map { ($0.identity, $0.node) })
            small = []
        }
        return nil
    }

    func contains(_ key: Node) -> Bool {
        let identity = MappingBuilder.KeyIdentity(key)
        if let large { return large[identity] != nil }
        return small.contains { $0.identity == identity }
    }
}
