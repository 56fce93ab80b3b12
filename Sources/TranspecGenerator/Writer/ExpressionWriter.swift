/// Renders expressions: on one line when it fits, otherwise one argument
/// or element per line, as `swift format` lays them out.
///
/// An expression is spelled once, on one line between its prefix and
/// suffix (`SpelledExpression`). Every line of any layout is one or two
/// ranges of that spelling, so deciding where to wrap costs nothing per
/// level and every byte is copied once, into the line that holds it.
extension CodeWriter {
    /// Writes `prefix` + `expression` + `suffix`, wrapping as needed.
    mutating func expression(_ expression: Expression, prefix: String = "", suffix: String = "") {
        self.expression(expression, suffix: suffix) { $0.append(prefix) }
    }

    /// The same with the prefix appended by `prefix` to the spelling.
    mutating func expression(_ expression: Expression, suffix: String = "", prefix: (inout ByteBuffer) -> Void) {
        // The writer's one spelling is reused, buffers and all: most of
        // what spelling cost was growing new ones.
        var spelled = spelling
        spelling = SpelledExpression()
        spelled.spell(expression, prefix: prefix, suffix: suffix)
        write(spelled, node: 0, suffix: spelled.bytes[spelled.nodes[0].end...])
        spelling = spelled
    }

    private static let comma: ArraySlice<UInt8> = [UInt8(ascii: ",")]

    /// Writes a node with its label (or, at the root, the prefix) before it
    /// and `suffix` after it.
    private mutating func write(_ spelled: SpelledExpression, node index: Int, suffix: ArraySlice<UInt8>) {
        let node = spelled.nodes[index], bytes = spelled.bytes
        let flat = bytes[node.labelStart..<node.end]
        if node.childCount == 0
            || fits(byteCount: flat.count + suffix.count, isASCII: flat.allSatisfy { $0 < 0x80 } && suffix.allSatisfy { $0 < 0x80 },
                    characterCount: { String(decoding: flat + suffix, as: UTF8.self).count }) {
            return line(flat, suffix)
        }
        // `label: callee(` or `label: [`, then one child per line, then `)` or `]`.
        line(bytes[node.labelStart...node.open], [])
        // `swift format` puts a trailing comma after every element of a
        // wrapped collection, unless it has only one.
        let trailingComma = node.isArray && node.childCount > 1
        indented { writer in
            var child = index + 1
            for position in 0..<node.childCount {
                let isLast = position == node.childCount - 1
                writer.write(spelled, node: child, suffix: isLast && !trailingComma ? [] : Self.comma)
                child = spelled.nodes[child].next
            }
        }
        line(bytes[(node.end - 1)..<node.end], suffix)
    }
}

/// An expression spelled on one line, between its prefix and suffix, with
/// the ranges of every call and array in it.
struct SpelledExpression {
    /// A call, an array, or a leaf spelled whole (a name, a literal, a
    /// member of anything): the node a `SpelledText` spells, so that one
    /// splices in as it is. At the root, `labelStart` is the prefix's start.
    typealias Node = SpelledText.Node

    private(set) var bytes = ByteBuffer()
    /// The expression first.
    private(set) var nodes: [Node] = []

    /// Spells `expression` in place of what was spelled before.
    mutating func spell(_ expression: Expression, prefix: (inout ByteBuffer) -> Void, suffix: String) {
        bytes.removeAll()
        nodes.removeAll(keepingCapacity: true)
        prefix(&bytes)
        add(expression, labelStart: 0)
        bytes.append(suffix)
    }

    private mutating func add(_ expression: Expression, labelStart: Int) {
        let index = nodes.count, start = bytes.count
        nodes.append(Node(labelStart: labelStart, start: start, end: start, open: start, isArray: false, childCount: 0, next: 0))
        switch expression {
        case .call(let callee, let arguments):
            Self.append(callee, to: &bytes)
            nodes[index].open = bytes.count
            nodes[index].childCount = arguments.count
            bytes.append(UInt8(ascii: "("))
            for (position, argument) in arguments.enumerated() {
                if position > 0 { bytes.append(", ") }
                let argumentStart = bytes.count
                if let label = argument.label {
                    bytes.append(label)
                    bytes.append(": ")
                }
                add(argument.value, labelStart: argumentStart)
            }
            bytes.append(UInt8(ascii: ")"))
        case .array(let elements):
            nodes[index].isArray = true
            nodes[index].childCount = elements.count
            bytes.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { bytes.append(", ") }
                add(element, labelStart: bytes.count)
            }
            bytes.append(UInt8(ascii: "]"))
        case .spelled(let text):
            nodes.removeLast()
            return splice(text, labelStart: labelStart)
        default:
            Self.append(expression, to: &bytes)
        }
        nodes[index].end = bytes.count
        nodes[index].next = nodes.count
    }

    /// `text`'s bytes and nodes, moved to where they land here.
    private mutating func splice(_ text: SpelledText, labelStart: Int) {
        precondition(text.isComplete, "a spelled expression with an open call or array")
        let byteOffset = bytes.count, nodeOffset = nodes.count
        bytes.append(text.bytes.bytes)
        for var node in text.nodes {
            node.labelStart = nodes.count == nodeOffset ? labelStart : node.labelStart + byteOffset
            node.start += byteOffset
            node.end += byteOffset
            node.open += byteOffset
            node.next += nodeOffset
            nodes.append(node)
        }
    }

    /// Any expression on one line (leaves and callees).
    private static func append(_ expression: Expression, to text: inout ByteBuffer) {
        switch expression {
        case .identifier(let name): text.append(name)
        case .member(let base, let member):
            if let base { append(base, to: &text) }
            text.append(UInt8(ascii: "."))
            text.append(member)
        case .call(let callee, let arguments):
            append(callee, to: &text)
            text.append(UInt8(ascii: "("))
            for (index, argument) in arguments.enumerated() {
                if index > 0 { text.append(", ") }
                if let label = argument.label {
                    text.append(label)
                    text.append(": ")
                }
                append(argument.value, to: &text)
            }
            text.append(UInt8(ascii: ")"))
        case .double(let value): SwiftLiteral.appendDouble(value, to: &text)
        case .bool(let value): text.append(value ? "true" : "false")
        case .string(let literal): text.append(SwiftLiteral.string(literal))
        case .array(let elements):
            text.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { text.append(", ") }
                append(element, to: &text)
            }
            text.append(UInt8(ascii: "]"))
        case .nil: text.append("nil")
        case .spelled(let spelled): text.append(spelled.bytes.bytes)
        }
    }
}
