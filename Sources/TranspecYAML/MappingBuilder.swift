/// Mapping rules beyond syntax: duplicate keys and merge keys (`<<`).
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

    static func isMergeKey(_ key: Node) -> Bool {
        guard case .scalar(let scalar) = key.kind, scalar.text == "<<" else { return false }
        return scalar.tag == nil ? scalar.style == .plain : scalar.tag == CoreSchema.tagPrefix + "merge"
    }

    /// Replaces each `<<` entry with the entries of the mapping(s) it names,
    /// skipping keys written explicitly (`explicitKeys`) or merged earlier.
    static func merged(_ entries: [Entry], keys explicitKeys: KeySet) throws(YAMLError) -> [Entry] {
        var result: [Entry] = []
        var mergedKeys = KeySet()
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
                guard case .mapping(let entries) = item.kind else { throw mergeError(at: item.mark) }
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
}

/// A set of keys that remembers the first node of each: linear for the
/// small mappings that dominate specs, hashed beyond that. Reusable.
struct KeySet {
    private static let linearLimit = 12
    private var small: [(identity: MappingBuilder.KeyIdentity, node: Node)] = []
    private var large: [MappingBuilder.KeyIdentity: Node] = [:]
    private var usesLarge = false

    mutating func removeAll() {
        small.removeAll(keepingCapacity: true)
        if usesLarge { large.removeAll() }
        usesLarge = false
    }

    /// Adds `key`; returns the earlier equal key if there was one.
    mutating func insert(_ key: Node) -> Node? {
        let identity = MappingBuilder.KeyIdentity(key)
        if usesLarge {
            if let first = large.updateValue(key, forKey: identity) {
                large[identity] = first
                return first
            }
            return nil
        }
        for entry in small where entry.identity == identity { return entry.node }
        small.append((identity, key))
        if small.count > Self.linearLimit {
            large = Dictionary(uniqueKeysWithValues: small.map { ($0.identity, $0.node) })
            small.removeAll(keepingCapacity: true)
            usesLarge = true
        }
        return nil
    }

    func contains(_ key: Node) -> Bool {
        let identity = MappingBuilder.KeyIdentity(key)
        if usesLarge { return large[identity] != nil }
        return small.contains { $0.identity == identity }
    }

    /// Refills the set with `entries`' keys; the second of two equal keys
    /// is an error, with a note at the first.
    mutating func checkDuplicates(_ entries: [MappingBuilder.Entry]) throws(YAMLError) {
        removeAll()
        for entry in entries {
            guard let first = insert(entry.key) else { continue }
            let name = entry.key.scalar.map { "'\($0.text)'" } ?? "(a collection)"
            throw YAMLError(
                message: "duplicate key \(name) in mapping", mark: entry.key.mark,
                notes: [.init(message: "first defined here", mark: first.mark)])
        }
    }
}
