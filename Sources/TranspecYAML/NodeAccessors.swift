/// Convenience views of a `Node` for the layers above.
extension Node {
    package var sequenceItems: [Node]? { isSequence ? Array(items) : nil }

    package var mappingEntries: [(key: Node, value: Node)]? { isMapping ? Array(entries) : nil }

    /// The core schema value, for scalars.
    package var coreValue: CoreValue? {
        guard let style = scalarStyle else { return nil }
        return CoreSchema.resolve(self, style: style)
    }

    /// Calls `body` for each entry of a mapping with the key's bytes (nil
    /// when the key is a collection) and the key's and value's ids: a loop
    /// that makes no `Node` handles, for the decoder's hottest paths.
    package func forEachEntry(
        _ body: (_ keyBytes: UnsafeBufferPointer<UInt8>?, _ key: UInt32, _ value: UInt32) -> Void
    ) {
        guard isMapping else { return }
        let tree = self.tree
        let start = Int(record.start)
        for index in stride(from: start, to: start + 2 * Int(record.count), by: 2) {
            let key = tree.children[index], value = tree.children[index + 1]
            let keyRecord = tree.records[Int(key)]
            if keyRecord.isScalar {
                tree.withBytes(of: keyRecord) { body($0, key, value) }
            } else {
                body(nil, key, value)
            }
        }
    }

    /// The value for a scalar key equal to `key` (compared by text).
    package subscript(key: String) -> Node? { entry(forKey: key)?.value }

    /// The first entry whose scalar key's text is exactly `key`.
    package func entry(forKey key: String) -> (key: Node, value: Node)? {
        var key = key
        return key.withUTF8 { wanted in
            tree.entry(of: id, forKey: wanted).map { (Node(tree, $0.key), Node(tree, $0.value)) }
        }
    }
}

extension Node {
    /// The number a plain, untagged scalar spells in decimal (`3`, `-0.5`,
    /// `1e3`) when it is finite and fits; nil for anything else, including
    /// hex, octal, `.inf` and tagged scalars, which `coreValue` resolves.
    /// The fast path for the many numbers in a spec.
    package var decimalNumber: Double? {
        let record = self.record
        guard record.code == .plain, record.tag == 0, record.count > 0 else { return nil }
        return tree.withBytes(of: record) { DecimalScanner.fastValue($0) }
    }

    /// A scalar's text resolved as if it were plain and untagged; nil for
    /// collections. Layers with their own tag rules start from this.
    package var plainValue: CoreValue? {
        guard isScalar else { return nil }
        return tree.withBytes(id) { bytes in CoreSchema.resolvePlain(bytes) { tree.string(id) } }
    }
}
