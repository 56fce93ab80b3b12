/// Where a node starts: 1-based line and column counted in Unicode scalars,
/// and the 0-based byte offset into the UTF-8 input.
package struct Mark: Hashable, Sendable, Comparable, CustomStringConvertible {
    package var line: Int
    package var column: Int
    package var offset: Int

    package init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    package static func < (lhs: Mark, rhs: Mark) -> Bool { lhs.offset < rhs.offset }

    package var description: String { "\(line):\(column)" }
}

package enum ScalarStyle: String, Sendable {
    case plain, singleQuoted, doubleQuoted, literal, folded
}

/// A scalar resolved by the YAML 1.2 core schema. `yes`, `no`, `on`, `off`
/// are strings here, unlike YAML 1.1.
package enum CoreValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// An integer that matches the core schema but does not fit in `Int`.
    case integerOverflow(String)
    case float(Double)
    case string(String)
}

package struct Scalar: Hashable, Sendable {
    package var text: String
    package var style: ScalarStyle
    /// The explicit tag as written after resolution of handles (for example
    /// `tag:yaml.org,2002:str`), or nil for `?` (plain) and `!` (non-plain).
    package var tag: String?

    package init(text: String, style: ScalarStyle, tag: String?) {
        self.text = text
        self.style = style
        self.tag = tag
    }
}

/// One node of a composed YAML document: a cheap handle into its `NodeTree`.
/// An alias is the same node as its anchor, not a copy.
///
/// Nodes handed to a `StreamingHandler` are valid only during that call:
/// the composer reuses their storage for the next entry.
package struct Node: @unchecked Sendable {
    package enum Kind {
        case scalar(Scalar)
        case sequence([Node])
        /// Entries in document order, with merge keys (`<<`) already applied:
        /// explicit keys win over merged ones, earlier merges win over later.
        case mapping([(key: Node, value: Node)])
    }

    let tree: NodeTree
    /// The node's position in its tree. Within one tree, equal ids are the
    /// same node (an alias has its anchor's id).
    package let id: UInt32

    init(_ tree: NodeTree, _ id: UInt32) {
        self.tree = tree
        self.id = id
    }

    var record: NodeTree.Record { tree.records[Int(id)] }

    /// The node with `id` in this node's tree.
    package func node(withID id: UInt32) -> Node { Node(tree, id) }

    package var mark: Mark { tree.mark(id) }
    package var isScalar: Bool { record.isScalar }
    package var isSequence: Bool { record.code == .sequence }
    package var isMapping: Bool { record.code == .mapping }
    /// A mapping whose entries were handed to a `StreamingHandler` instead of kept.
    package var isStreamed: Bool { record.flags & NodeTree.Record.streamed != 0 }

    /// The explicit tag, after handle resolution, or nil.
    package var tag: String? {
        let index = record.tag
        return index == 0 ? nil : tree.tags[Int(index)]
    }

    package var anchor: String? { tree.anchorNames[id] }

    package var scalarStyle: ScalarStyle? {
        switch record.code {
        case .plain: .plain
        case .singleQuoted: .singleQuoted
        case .doubleQuoted: .doubleQuoted
        case .literal: .literal
        case .folded: .folded
        case .sequence, .mapping: nil
        }
    }

    /// A scalar's text; nil for collections.
    package var text: String? { isScalar ? tree.string(id) : nil }

    package var scalar: Scalar? {
        guard let style = scalarStyle else { return nil }
        return Scalar(text: tree.string(id), style: style, tag: tag)
    }

    /// A scalar's UTF-8 bytes without making a String.
    package func withScalarBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        isScalar ? tree.withBytes(id, body) : nil
    }

    /// Whether this is a scalar whose text is exactly `text`.
    package func hasText(_ text: StaticString) -> Bool {
        guard isScalar, record.count == text.utf8CodeUnitCount else { return false }
        return tree.withBytes(id) { bytes in
            bytes.elementsEqual(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }
    }

    /// Items of a sequence or entries of a mapping; 0 for scalars.
    package var count: Int { isScalar ? 0 : Int(record.count) }

    /// A sequence's items, without copying them out.
    package var items: Items { Items(node: self) }

    /// A mapping's entries, without copying them out.
    package var entries: Entries { Entries(node: self) }

    package var kind: Kind {
        switch record.code {
        case .sequence: .sequence(Array(items))
        case .mapping: .mapping(Array(entries))
        default: .scalar(scalar!)
        }
    }

    package struct Items: RandomAccessCollection {
        let node: Node
        init(node: Node) { self.node = node }
        package var startIndex: Int { 0 }
        package var endIndex: Int { node.isSequence ? node.count : 0 }
        package subscript(position: Int) -> Node {
            let start = Int(node.record.start)
            return Node(node.tree, node.tree.children[start + position])
        }
    }

    package struct Entries: RandomAccessCollection {
        let node: Node
        init(node: Node) { self.node = node }
        package var startIndex: Int { 0 }
        package var endIndex: Int { node.isMapping ? node.count : 0 }
        package subscript(position: Int) -> (key: Node, value: Node) {
            let start = Int(node.record.start) + 2 * position
            return (Node(node.tree, node.tree.children[start]), Node(node.tree, node.tree.children[start + 1]))
        }
    }
}

extension Node: Equatable {
    /// The same node of the same tree (aliases compare equal to their anchor).
    package static func == (lhs: Node, rhs: Node) -> Bool { lhs.tree === rhs.tree && lhs.id == rhs.id }
}
