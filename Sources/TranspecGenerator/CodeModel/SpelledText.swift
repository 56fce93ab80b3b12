/// An expression spelled straight from values, as the writer spells an
/// `Expression`: its one-line text and the ranges of every call and array
/// in it, so the writer wraps it the same way. A spec's motion constants
/// (keyframes, springs, tracks) are most of its expressions: spelling them
/// here makes two buffers where a tree made and freed dozens of nodes.
///
/// Built in order: `call`/`array` open a node, `close` ends the innermost
/// open one, leaves (`double`, `identifier`, …) go into the one open.
public struct SpelledText: Hashable, Sendable {
    /// A call, an array, or a leaf spelled whole, with offsets into
    /// `bytes`; the writer's `SpelledExpression` is made of these too.
    struct Node: Hashable, Sendable {
        /// Where its label (`label: `) starts; `start` when it has none.
        var labelStart: Int
        var start: Int
        var end: Int
        /// Where `(` or `[` is.
        var open: Int
        var isArray: Bool
        /// Arguments or elements; 0 for a leaf.
        var childCount: Int
        /// The node after this one's children (nodes are in prefix order);
        /// while a `SpelledText` is being built and the node is open, the
        /// node it is in (-1 for none).
        var next: Int
    }

    private(set) var bytes = ByteBuffer()
    /// The expression first, then its children in order.
    private(set) var nodes: [Node] = []
    /// The innermost open call or array; -1 for none.
    private var current = -1

    /// Whether one expression is spelled, with nothing left open.
    var isComplete: Bool { current < 0 && !nodes.isEmpty }

    /// Room for `capacity` bytes (and about a node per 12), so that most
    /// expressions never grow their buffers.
    public init(capacity: Int = 256) {
        bytes.reserve(capacity)
        nodes.reserveCapacity(capacity / 12)
    }

    /// Opens `callee(`: `callee` is spelled as given (`Spring`, `.custom`).
    public mutating func call(_ callee: String, label: String? = nil) {
        let index = startNode(label: label)
        append(callee)
        nodes[index].open = bytes.count
        bytes.append(UInt8(ascii: "("))
        current = index
    }

    /// Opens `[`.
    public mutating func array(label: String? = nil) {
        let index = startNode(label: label)
        nodes[index].open = bytes.count
        nodes[index].isArray = true
        bytes.append(UInt8(ascii: "["))
        current = index
    }

    /// Closes the innermost open call or array.
    public mutating func close() {
        let index = current
        bytes.append(nodes[index].isArray ? UInt8(ascii: "]") : UInt8(ascii: ")"))
        current = nodes[index].next
        endNode(index)
    }

    public mutating func double(_ value: Double, label: String? = nil) {
        let index = startNode(label: label)
        SwiftLiteral.appendDouble(value, to: &bytes)
        endNode(index)
    }

    /// A name, a type or any text spelled as given (`spring`, `.easeIn`).
    public mutating func identifier(_ text: String, label: String? = nil) {
        let index = startNode(label: label)
        append(text)
        endNode(index)
    }

    public mutating func bool(_ value: Bool, label: String? = nil) {
        identifier(value ? "true" : "false", label: label)
    }

    public mutating func string(_ text: String, label: String? = nil) {
        identifier(SwiftLiteral.string(text), label: label)
    }

    public mutating func `nil`(label: String? = nil) {
        identifier("nil", label: label)
    }

    /// A child's separator and label, then its node.
    private mutating func startNode(label: String?) -> Int {
        var labelStart = 0
        if current >= 0 {
            if nodes[current].childCount > 0 { append(", ") }
            nodes[current].childCount += 1
            labelStart = bytes.count
            if let label {
                append(label)
                append(": ")
            }
        }
        let start = bytes.count
        nodes.append(Node(labelStart: labelStart, start: start, end: start, open: start, isArray: false, childCount: 0, next: current))
        return nodes.count - 1
    }

    private mutating func endNode(_ index: Int) {
        nodes[index].end = bytes.count
        nodes[index].next = nodes.count
    }

    private mutating func append(_ text: String) {
        bytes.append(text)
    }
}
