/// Mapping rules beyond syntax: duplicate keys and merge keys (`<<`).
enum MappingBuilder {
    /// What makes two keys the same: the resolved value for scalars,
    /// identity for collections.
    enum KeyIdentity: Hashable {
        case value(CoreValue)
        case node(UInt32)
    }

    typealias Entry = (key: UInt32, value: UInt32)

    static func identity(of key: Node) -> KeyIdentity {
        key.coreValue.map(KeyIdentity.value) ?? .node(key.id)
    }

    static func isMergeKey(_ key: Node) -> Bool { key.tree.isMergeKey(key.id) }

    /// The keys written in the mapping itself, which merged keys never override.
    static func explicitKeys(_ children: ArraySlice<UInt32>, in tree: NodeTree) -> KeySet {
        var keys = KeySet()
        var index = children.startIndex
        while index < children.endIndex {
            let key = Node(tree, children[index])
            if !tree.isMergeKey(key.id) { _ = keys.insert(identity(of: key), at: key.mark) }
            index += 2
        }
        return keys
    }

    static func duplicateKeyError(_ key: Node, first: Mark) -> YAMLError {
        let name = key.text.map { "'\($0)'" } ?? "(a collection)"
        return YAMLError(
            message: "duplicate key \(name) in mapping", mark: key.mark,
            notes: [.init(message: "first defined here", mark: first)])
    }

    /// Replaces each `<<` entry of `children` (key and value ids, in pairs)
    /// with the entries of the mapping(s) it names, skipping keys written
    /// explicitly (`explicitKeys`) or merged earlier.
    static func merged(
        _ children: ArraySlice<UInt32>, in tree: NodeTree, explicitKeys: KeySet
    ) throws(YAMLError) -> [Entry] {
        var result: [Entry] = []
        var mergedKeys = KeySet()
        var index = children.startIndex
        while index + 1 < children.endIndex {
            let entry = (key: children[index], value: children[index + 1])
            index += 2
            guard isMergeKey(Node(tree, entry.key)) else {
                result.append(entry)
                continue
            }
            for source in try mergeSources(Node(tree, entry.value)) {
                for candidate in source.entries {
                    let identity = identity(of: candidate.key)
                    guard !explicitKeys.contains(identity),
                          mergedKeys.insert(identity, at: candidate.key.mark) == nil
                    else { continue }
                    result.append((candidate.key.id, candidate.value.id))
                }
            }
        }
        return result
    }

    private static func mergeSources(_ value: Node) throws(YAMLError) -> [Node] {
        if value.isMapping { return [value] }
        guard value.isSequence else { throw mergeError(at: value.mark) }
        for item in value.items where !item.isMapping { throw mergeError(at: item.mark) }
        return Array(value.items)
    }

    private static func mergeError(at mark: Mark) -> YAMLError {
        YAMLError(message: "a merge key '<<' needs a mapping or a sequence of mappings", mark: mark)
    }
}

/// A set of keys that remembers where each was first written: linear for
/// the small mappings that dominate specs, hashed beyond that. Reusable.
/// It keeps `check` within 3× the instructions of a bare libyaml scan
/// (Docs/Performance.md).
struct KeySet {
    private static let linearLimit = 12
    private var small: [(identity: MappingBuilder.KeyIdentity, mark: Mark)] = []
    private var large: [MappingBuilder.KeyIdentity: Mark] = [:]
    private var usesLarge = false

    mutating func removeAll() {
        small.removeAll(keepingCapacity: true)
        if usesLarge { large.removeAll() }
        usesLarge = false
    }

    /// Adds a key; returns where an equal key was first written, if one was.
    mutating func insert(_ identity: MappingBuilder.KeyIdentity, at mark: Mark) -> Mark? {
        if usesLarge {
            if let first = large.updateValue(mark, forKey: identity) {
                large[identity] = first
                return first
            }
            return nil
        }
        for entry in small where entry.identity == identity { return entry.mark }
        small.append((identity, mark))
        if small.count > Self.linearLimit {
            large = Dictionary(small.map { ($0.identity, $0.mark) }, uniquingKeysWith: { first, _ in first })
            small.removeAll(keepingCapacity: true)
            usesLarge = true
        }
        return nil
    }

    func contains(_ identity: MappingBuilder.KeyIdentity) -> Bool {
        usesLarge ? large[identity] != nil : small.contains { $0.identity == identity }
    }

    /// Checks the keys of `children` (key and value ids, in pairs): the
    /// second of two equal keys is an error, with a note at the first.
    /// Small mappings compare pairwise on bytes; large ones hash resolved values.
    mutating func checkDuplicates(_ children: ArraySlice<UInt32>, in tree: NodeTree) throws(YAMLError) {
        removeAll()
        let count = children.count / 2
        guard count > 1 else { return }
        guard count > Self.linearLimit else {
            let duplicate = withUnsafeTemporaryAllocation(
                of: NodeTree.KeyPrint.self, capacity: count
            ) { prints -> (key: UInt32, first: UInt32)? in
                for index in 0..<count {
                    prints.initializeElement(at: index, to: tree.keyPrint(children[children.startIndex + 2 * index]))
                }
                for index in 1..<count {
                    for other in 0..<index where prints[index].mayEqual(prints[other]) {
                        let key = children[children.startIndex + 2 * index]
                        let earlier = children[children.startIndex + 2 * other]
                        if tree.sameKey(key, earlier) { return (key, earlier) }
                    }
                }
                return nil
            }
            if let duplicate {
                throw MappingBuilder.duplicateKeyError(Node(tree, duplicate.key), first: tree.mark(duplicate.first))
            }
            return
        }
        var index = children.startIndex
        while index < children.endIndex {
            let key = Node(tree, children[index])
            index += 2
            if let first = insert(MappingBuilder.identity(of: key), at: key.mark) {
                throw MappingBuilder.duplicateKeyError(key, first: first)
            }
        }
    }
}
