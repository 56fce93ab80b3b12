/// Convenience views of a `Node` for the layers above.
extension Node {
    public var sequenceItems: [Node]? { isSequence ? Array(items) : nil }

    public var mappingEntries: [(key: Node, value: Node)]? { isMapping ? Array(entries) : nil }

    /// The core schema value, for scalars.
    public var coreValue: CoreValue? {
        guard let style = scalarStyle else { return nil }
        return CoreSchema.resolve(self, style: style)
    }

    /// The value for a scalar key equal to `key` (compared by text).
    @inlinable public subscript(key: String) -> Node? { entry(forKey: key)?.value }

    /// The first entry whose scalar key's text is exactly `key`.
    @inlinable public func entry(forKey key: String) -> (key: Node, value: Node)? {
        var key = key
        return key.withUTF8 { wanted in
            tree.entry(of: id, forKey: wanted).map { (Node(tree, $0.key), Node(tree, $0.value)) }
        }
    }
}

extension Node {
    /// A scalar's text resolved as if it were plain and untagged; nil for
    /// collections. Layers with their own tag rules start from this.
    public var plainValue: CoreValue? {
        guard isScalar else { return nil }
        return tree.withBytes(id) { bytes in CoreSchema.resolvePlain(bytes) { tree.string(id) } }
    }
}
