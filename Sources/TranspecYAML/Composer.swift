/// Builds `Node` trees from events with an explicit stack: no recursion that
/// the input can drive. Tracks, per node, its size and height as if aliases
/// were expanded, so alias bombs and deep alias chains fail without expanding.
struct Composer {
    private let limits: YAMLLimits
    private var stack: [CollectionFrame] = []
    /// Children of every open collection, innermost last. Sharing one
    /// buffer means each finished collection allocates one exact-size array.
    private var pendingChildren: [Node] = []
    private var anchors: [String: Measured] = [:]
    /// Reused by every mapping's duplicate-key check to avoid allocations.
    private var keyScratch = KeySet()
    /// Nodes that aliases stood for so far, counted as if expanded.
    private var aliasExpansion = 0
    /// Scalars and collections built so far in this document.
    private var nodeCount = 0

    init(limits: YAMLLimits) {
        self.limits = limits
    }

    /// A finished node with its expanded size (node count) and height.
    struct Measured {
        var node: Node
        var size: Int
        var height: Int
    }

    private struct CollectionFrame {
        var isMapping: Bool
        var mark: Mark
        var tag: String?
        var anchor: String?
        var firstChild: Int
        var hasMergeKey = false
        var size = 1
        var height = 1
    }

    /// Composes one document's content, starting after its documentStart
    /// event; stops at the event that closes the root node.
    mutating func composeDocument(from parser: LibYAMLParser) throws(YAMLError) -> Node {
        anchors.removeAll(keepingCapacity: true)
        stack.removeAll(keepingCapacity: true)
        pendingChildren.removeAll(keepingCapacity: true)
        nodeCount = 0
        while true {
            let event = try parser.next()
            let finished: Measured
            switch event.kind {
            case .scalar(let scalar):
                try countNode(at: event.start)
                let node = Node(
                    kind: .scalar(Scalar(text: scalar.text, style: scalar.style, tag: scalar.tag)),
                    mark: event.start, anchor: scalar.anchor)
                finished = Measured(node: node, size: 1, height: 1)
                if let anchor = scalar.anchor { anchors[anchor] = finished }
            case .alias(let name):
                finished = try resolveAlias(name, at: event.start)
            case .sequenceStart(let anchor, let tag, _):
                try push(isMapping: false, mark: event.start, tag: tag, anchor: anchor)
                continue
            case .mappingStart(let anchor, let tag, _):
                try push(isMapping: true, mark: event.start, tag: tag, anchor: anchor)
                continue
            case .sequenceEnd, .mappingEnd:
                finished = try pop()
            case .streamStart, .streamEnd, .documentStart, .documentEnd:
                throw YAMLError(message: "unexpected YAML event inside a document", mark: event.start)
            }
            guard !stack.isEmpty else { return finished.node }
            append(finished)
        }
    }

    private mutating func countNode(at mark: Mark) throws(YAMLError) {
        nodeCount += 1
        guard nodeCount <= limits.maxNodes else {
            throw YAMLError(message: "document has more than \(limits.maxNodes) nodes", mark: mark)
        }
    }

    private mutating func push(isMapping: Bool, mark: Mark, tag: String?, anchor: String?) throws(YAMLError) {
        try countNode(at: mark)
        guard stack.count < limits.maxDepth else {
            throw YAMLError(message: "nesting deeper than \(limits.maxDepth) levels", mark: mark)
        }
        stack.append(CollectionFrame(
            isMapping: isMapping, mark: mark, tag: tag, anchor: anchor,
            firstChild: pendingChildren.count))
    }

    private mutating func append(_ child: Measured) {
        let top = stack.count - 1
        if stack[top].isMapping && (pendingChildren.count - stack[top].firstChild) % 2 == 0
            && MappingBuilder.isMergeKey(child.node) {
            stack[top].hasMergeKey = true
        }
        pendingChildren.append(child.node)
        // Saturating: sizes only feed the budget check, which caps them anyway.
        let sum = stack[top].size.addingReportingOverflow(child.size)
        stack[top].size = sum.overflow ? .max : sum.partialValue
        stack[top].height = max(stack[top].height, child.height + 1)
    }

    private mutating func pop() throws(YAMLError) -> Measured {
        let frame = stack.removeLast()
        let kind = try collectionKind(frame)
        // Only after no slice of the buffer is alive, or this would copy it.
        pendingChildren.removeSubrange(frame.firstChild...)
        let node = Node(kind: kind, mark: frame.mark, tag: frame.tag, anchor: frame.anchor)
        let measured = Measured(node: node, size: frame.size, height: frame.height)
        if let anchor = frame.anchor { anchors[anchor] = measured }
        return measured
    }

    private mutating func collectionKind(_ frame: CollectionFrame) throws(YAMLError) -> Node.Kind {
        let end = pendingChildren.count
        guard frame.isMapping else {
            return .sequence(Array(pendingChildren[frame.firstChild..<end]))
        }
        var entries: [MappingBuilder.Entry] = []
        entries.reserveCapacity((end - frame.firstChild) / 2)
        var index = frame.firstChild
        while index + 1 < end {
            entries.append((pendingChildren[index], pendingChildren[index + 1]))
            index += 2
        }
        try keyScratch.checkDuplicates(entries)
        return .mapping(frame.hasMergeKey ? try MappingBuilder.merged(entries, keys: keyScratch) : entries)
    }

    private mutating func resolveAlias(_ name: String, at mark: Mark) throws(YAMLError) -> Measured {
        guard let target = anchors[name] else {
            throw YAMLError(message: "alias '*\(name)' refers to no anchor defined before it", mark: mark)
        }
        let sum = aliasExpansion.addingReportingOverflow(target.size)
        aliasExpansion = sum.overflow ? .max : sum.partialValue
        if aliasExpansion > limits.aliasBudget {
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
