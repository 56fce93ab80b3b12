/// Builds `Node` trees from events with an explicit stack: no recursion that
/// the input can drive. Tracks, per node, its size and height as if aliases
/// were expanded, so alias bombs and deep alias chains fail without expanding.
struct Composer {
    private let limits: YAMLLimits
    private var stack: [CollectionFrame] = []
    private var anchors: [String: Measured] = [:]
    /// Nodes that aliases stood for so far, counted as if expanded.
    private var aliasExpansion = 0

    init(limits: YAMLLimits) {
        self.limits = limits
    }

    /// A finished node with its expanded size (node count) and height.
    struct Measured {
        var node: Node
        var size: Int
        var height: Int
    }

    fileprivate struct CollectionFrame {
        var isMapping: Bool
        var mark: Mark
        var tag: String?
        var anchor: String?
        var children: [Node] = []
        var size = 1
        var height = 1
    }

    /// Composes one document's content, starting after its documentStart
    /// event; stops at the event that closes the root node.
    mutating func composeDocument(from parser: LibYAMLParser) throws(YAMLError) -> Node {
        anchors.removeAll(keepingCapacity: true)
        stack.removeAll(keepingCapacity: true)
        while true {
            let event = try parser.next()
            var finished: Measured
            switch event.kind {
            case .scalar(let scalar):
                let node = Node(
                    kind: .scalar(Scalar(text: scalar.text, style: scalar.style, tag: scalar.tag)),
                    mark: event.start, anchor: scalar.anchor)
                finished = Measured(node: node, size: 1, height: 1)
                if let anchor = scalar.anchor { anchors[anchor] = finished }
            case .alias(let name):
                finished = try resolveAlias(name, at: event.start)
            case .sequenceStart(let anchor, let tag, _):
                try push(CollectionFrame(isMapping: false, mark: event.start, tag: tag, anchor: anchor))
                continue
            case .mappingStart(let anchor, let tag, _):
                try push(CollectionFrame(isMapping: true, mark: event.start, tag: tag, anchor: anchor))
                continue
            case .sequenceEnd, .mappingEnd:
                finished = try pop()
            case .streamStart, .streamEnd, .documentStart, .documentEnd:
                throw YAMLError(message: "unexpected YAML event inside a document", mark: event.start)
            }
            if stack.isEmpty { return finished.node }
            stack[stack.count - 1].append(finished)
        }
    }

    private mutating func push(_ frame: CollectionFrame) throws(YAMLError) {
        guard stack.count < limits.maxDepth else {
            throw YAMLError(
                message: "nesting deeper than \(limits.maxDepth) levels", mark: frame.mark)
        }
        stack.append(frame)
    }

    private mutating func pop() throws(YAMLError) -> Measured {
        let frame = stack.removeLast()
        let kind: Node.Kind
        if frame.isMapping {
            kind = .mapping(try MappingBuilder.entries(from: frame.children))
        } else {
            kind = .sequence(frame.children)
        }
        let node = Node(kind: kind, mark: frame.mark, tag: frame.tag, anchor: frame.anchor)
        let measured = Measured(node: node, size: frame.size, height: frame.height)
        if let anchor = frame.anchor { anchors[anchor] = measured }
        return measured
    }

    private mutating func resolveAlias(_ name: String, at mark: Mark) throws(YAMLError) -> Measured {
        guard let target = anchors[name] else {
            throw YAMLError(message: "alias '*\(name)' refers to no anchor defined before it", mark: mark)
        }
        aliasExpansion = aliasExpansion.addingReportingOverflow(target.size).partialValue
        if aliasExpansion > limits.aliasBudget || aliasExpansion < 0 {
            throw YAMLError(
                message: "alias expansion exceeds \(limits.aliasBudget) nodes (a 'billion laughs' document?)",
                mark: mark)
        }
        if stack.count + target.height > limits.maxDepth {
            throw YAMLError(
                message: "nesting through alias '*\(name)' goes deeper than \(limits.maxDepth) levels",
                mark: mark)
        }
        return target
    }
}

extension Composer.CollectionFrame {
    mutating func append(_ child: Composer.Measured) {
        children.append(child.node)
        // Saturating: sizes only feed the budget check, which caps them anyway.
        let sum = size.addingReportingOverflow(child.size)
        size = sum.overflow ? .max : sum.partialValue
        height = max(height, child.height + 1)
    }
}
