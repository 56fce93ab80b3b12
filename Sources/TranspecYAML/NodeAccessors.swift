/// Convenience views of a `Node` for the layers above.
extension Node {
    public var scalar: Scalar? {
        if case .scalar(let scalar) = kind { return scalar }
        return nil
    }

    public var sequenceItems: [Node]? {
        if case .sequence(let items) = kind { return items }
        return nil
    }

    public var mappingEntries: [(key: Node, value: Node)]? {
        if case .mapping(let entries) = kind { return entries }
        return nil
    }

    /// The core schema value, for scalars.
    public var coreValue: CoreValue? { scalar?.coreValue }

    /// The value for a scalar key equal to `key` (compared by text).
    public subscript(key: String) -> Node? {
        mappingEntries?.first { $0.key.scalar?.text == key }?.value
    }
}
