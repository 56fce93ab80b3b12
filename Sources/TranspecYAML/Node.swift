/// Where a node starts: 1-based line and column counted in Unicode scalars,
/// and the 0-based byte offset into the UTF-8 input.
public struct Mark: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (lhs: Mark, rhs: Mark) -> Bool { lhs.offset < rhs.offset }

    public var description: String { "\(line):\(column)" }
}

public enum ScalarStyle: String, Sendable {
    case plain, singleQuoted, doubleQuoted, literal, folded
}

/// A scalar resolved by the YAML 1.2 core schema. `yes`, `no`, `on`, `off`
/// are strings here, unlike YAML 1.1.
public enum CoreValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// An integer that matches the core schema but does not fit in `Int`.
    case integerOverflow(String)
    case float(Double)
    case string(String)
}

public struct Scalar: Hashable, Sendable {
    public var text: String
    public var style: ScalarStyle
    /// The explicit tag as written after resolution of handles (for example
    /// `tag:yaml.org,2002:str`), or nil for `?` (plain) and `!` (non-plain).
    public var tag: String?

    public init(text: String, style: ScalarStyle, tag: String?) {
        self.text = text
        self.style = style
        self.tag = tag
    }
}

/// One node of a composed YAML document. A class so that an alias and its
/// anchor share one node instead of copying it.
public final class Node: Sendable {
    public enum Kind: Sendable {
        case scalar(Scalar)
        case sequence([Node])
        /// Entries in document order, with merge keys (`<<`) already applied:
        /// explicit keys win over merged ones, earlier merges win over later.
        case mapping([(key: Node, value: Node)])
    }

    public let kind: Kind
    // Stored compactly: millions of nodes make per-node bytes matter.
    private let line: UInt32
    private let column: UInt32
    private let offset: Int
    private let properties: Properties?

    /// Tag and anchor, which few nodes have, kept out of line.
    private final class Properties: Sendable {
        let tag: String?
        let anchor: String?

        init(tag: String?, anchor: String?) {
            self.tag = tag
            self.anchor = anchor
        }
    }

    /// Line and column saturate at `UInt32.max`, far beyond any accepted input.
    public var mark: Mark { Mark(line: Int(line), column: Int(column), offset: offset) }
    /// The explicit tag on a collection, or nil. Scalars keep theirs in `Scalar`.
    public var tag: String? { properties?.tag }
    public var anchor: String? { properties?.anchor }

    public init(kind: Kind, mark: Mark, tag: String? = nil, anchor: String? = nil) {
        self.kind = kind
        line = UInt32(clamping: mark.line)
        column = UInt32(clamping: mark.column)
        offset = mark.offset
        properties = tag == nil && anchor == nil ? nil : Properties(tag: tag, anchor: anchor)
    }
}
