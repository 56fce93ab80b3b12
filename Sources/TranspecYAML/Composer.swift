import CYAML

/// Builds a `NodeTree` from events with an explicit stack: no recursion that
/// the input can drive. Tracks, per node, its size and height as if aliases
/// were expanded, so alias bombs and deep alias chains fail without expanding.
struct Composer {
    private let limits: YAMLLimits
    private(set) var tree = NodeTree()
    private var stack: [Frame] = []
    /// Children of every open collection, innermost last. Sharing one
    /// buffer means no per-collection array while a collection is open.
    private var pending: [UInt32] = []
    private var anchors: [String: Measured] = [:]
    /// Anchor names of open collections, referred to by `Frame.anchor`.
    private var frameAnchors: [String] = []
    /// The newest node that carries an anchor; streaming may not cut it off.
    private var newestAnchored = -1
    /// Reused by every mapping's duplicate-key check.
    private var keyScratch = KeySet()
    /// Nodes that aliases stood for so far, counted as if expanded.
    private var aliasExpansion = 0
    /// Nodes in the tree now (streamed entries no longer count).
    private var liveNodes = 0
    /// The streamed mapping's state while it is open; kept out of `Frame`
    /// so frames stay cheap to copy.
    private var stream = StreamState(checkpoint: NodeTree.Checkpoint(records: 0, children: 0, text: 0))

    init(limits: YAMLLimits) {
        self.limits = limits
    }

    /// A finished node with its expanded size (node count) and height.
    struct Measured {
        var id: UInt32
        var size: Int
        var height: Int
    }

    /// Plain data, so the stack's frames copy without reference counting.
    private struct Frame {
        var isMapping: Bool
        var mark: Mark
        var tag: UInt16
        /// Index into `frameAnchors`, or -1.
        var anchor: Int
        var firstChild: Int
        var hasMergeKey = false
        var size = 1
        var height = 1
        /// This frame is the streamed mapping (whose state is `stream`).
        var isStreamed = false
    }

    /// The streamed mapping's memory: its explicit keys, and where the tree
    /// is cut back to after each entry.
    private struct StreamState {
        var keys = KeySet()
        var checkpoint: NodeTree.Checkpoint
    }

    /// Composes one document's content, starting after its documentStart
    /// event; stops at the event that closes the root node.
    mutating func composeDocument<Handler: StreamingHandler>(
        from reader: EventReader, handler: inout Handler
    ) throws(YAMLError) -> Node {
        tree = NodeTree()
        anchors.removeAll(keepingCapacity: true)
        stack.removeAll(keepingCapacity: true)
        frameAnchors.removeAll(keepingCapacity: true)
        pending.removeAll(keepingCapacity: true)
        newestAnchored = -1
        aliasExpansion = 0
        liveNodes = 0
        let streamedKey = handler.streamedRootKey
        while true {
            let event = try reader.next()
            let finished: Measured
            switch event.pointee.type {
            case YAML_SCALAR_EVENT:
                let mark = reader.mark(event.pointee.start_mark)
                try countNode(at: mark)
                let data = event.pointee.data.scalar
                let bytes = UnsafeBufferPointer(start: data.value, count: data.value == nil ? 0 : data.length)
                let id = tree.appendScalar(bytes, code: Self.code(data.style), tag: intern(data.tag), mark: mark)
                finished = Measured(id: id, size: 1, height: 1)
                if let anchor = data.anchor { register(String(cString: anchor), finished) }
            case YAML_ALIAS_EVENT:
                let name = String(cString: event.pointee.data.alias.anchor)
                finished = try resolveAlias(name, at: reader.mark(event.pointee.start_mark))
            case YAML_SEQUENCE_START_EVENT:
                let data = event.pointee.data.sequence_start
                try push(isMapping: false, mark: reader.mark(event.pointee.start_mark),
                         tag: intern(data.tag), anchor: data.anchor.map { String(cString: $0) }, streamedKey: nil)
                continue
            case YAML_MAPPING_START_EVENT:
                let data = event.pointee.data.mapping_start
                try push(isMapping: true, mark: reader.mark(event.pointee.start_mark),
                         tag: intern(data.tag), anchor: data.anchor.map { String(cString: $0) },
                         streamedKey: streamedKey)
                continue
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                finished = try pop(handler: &handler)
            default:
                throw YAMLError(message: "unexpected YAML event inside a document",
                                mark: reader.mark(event.pointee.start_mark))
            }
            guard !stack.isEmpty else { return Node(tree, finished.id) }
            try append(finished, handler: &handler)
        }
    }

    private static func code(_ style: yaml_scalar_style_t) -> NodeTree.Code {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }

    private func intern(_ tag: UnsafeMutablePointer<yaml_char_t>?) -> UInt16 {
        guard let tag else { return 0 }
        return tree.intern(tag: String(cString: tag))
    }

    private mutating func countNode(at mark: Mark) throws(YAMLError) {
        liveNodes += 1
        guard liveNodes <= limits.maxNodes else {
            throw YAMLError(message: "document has more than \(limits.maxNodes) nodes", mark: mark)
        }
    }

    private mutating func register(_ anchor: String, _ measured: Measured) {
        anchors[anchor] = measured
        tree.anchorNames[measured.id] = anchor
        newestAnchored = max(newestAnchored, Int(measured.id))
    }

    private mutating func push(
        isMapping: Bool, mark: Mark, tag: UInt16, anchor: String?, streamedKey: String?
    ) throws(YAMLError) {
        try countNode(at: mark)
        guard stack.count < limits.maxDepth else {
            throw YAMLError(message: "nesting deeper than \(limits.maxDepth) levels", mark: mark)
        }
        var frameAnchor = -1
        if let anchor {
            frameAnchor = frameAnchors.count
            frameAnchors.append(anchor)
        }
        var frame = Frame(isMapping: isMapping, mark: mark, tag: tag, anchor: frameAnchor, firstChild: pending.count)
        if isMapping, anchor == nil, let streamedKey, isRootValue(forKey: streamedKey) {
            frame.isStreamed = true
            stream = StreamState(checkpoint: tree.checkpoint)
        }
        stack.append(frame)
    }

    /// Whether the collection being opened is the root mapping's value for `key`.
    private func isRootValue(forKey key: String) -> Bool {
        guard stack.count == 1, stack[0].isMapping, (pending.count - stack[0].firstChild) % 2 == 1,
              let keyID = pending.last, Node(tree, keyID).isScalar
        else { return false }
        var key = key
        return key.withUTF8 { wanted in tree.withBytes(keyID) { $0.elementsEqual(wanted) } }
    }

    private mutating func append<Handler: StreamingHandler>(
        _ child: Measured, handler: inout Handler
    ) throws(YAMLError) {
        let top = stack.count - 1
        let isKey = stack[top].isMapping && (pending.count - stack[top].firstChild) % 2 == 0
        // Saturating: sizes only feed the budget check, which caps them anyway.
        let sum = stack[top].size.addingReportingOverflow(child.size)
        stack[top].size = sum.overflow ? .max : sum.partialValue
        // A merge value does not nest: its entries join this mapping, one level
        // below it (a list of mappings to merge is one level more).
        let isMergeValue = !isKey && stack[top].isMapping && tree.isMergeKey(pending[pending.count - 1])
        let nesting = isMergeValue ? (Node(tree, child.id).isSequence ? -1 : 0) : 1
        stack[top].height = max(stack[top].height, child.height + nesting)
        if isKey && tree.isMergeKey(child.id) { stack[top].hasMergeKey = true }
        pending.append(child.id)
        if !isKey && stack[top].isStreamed { try handOver(handler: &handler) }
    }

    /// The streamed mapping's newest entry is complete: give it to the
    /// handler, then forget it unless an anchor inside must survive.
    private mutating func handOver<Handler: StreamingHandler>(handler: inout Handler) throws(YAMLError) {
        let key = Node(tree, pending[pending.count - 2])
        let value = Node(tree, pending[pending.count - 1])
        if tree.isMergeKey(key.id) {
            // Applied at the end, once every explicit key is known; keep it.
            stream.checkpoint = tree.checkpoint
            return
        }
        if key.isScalar, let first = stream.keys.insert(MappingBuilder.identity(of: key), at: key.mark) {
            throw MappingBuilder.duplicateKeyError(key, first: first)
        }
        handler.handleEntry(key: key, value: value)
        pending.removeLast(2)
        if newestAnchored < stream.checkpoint.records {
            liveNodes -= tree.records.count - stream.checkpoint.records
            tree.truncate(to: stream.checkpoint)
        } else {
            stream.checkpoint = tree.checkpoint
        }
    }

    private mutating func pop<Handler: StreamingHandler>(handler: inout Handler) throws(YAMLError) -> Measured {
        let frame = stack.removeLast()
        let id = try finishCollection(frame, handler: &handler)
        // Only now that no slice of the buffer is alive, or this would copy it.
        pending.removeSubrange(frame.firstChild...)
        let measured = Measured(id: id, size: frame.size, height: frame.height)
        if frame.anchor >= 0 { register(frameAnchors.removeLast(), measured) }
        return measured
    }

    /// The collection's record, with duplicate keys rejected and merges applied.
    private mutating func finishCollection<Handler: StreamingHandler>(
        _ frame: Frame, handler: inout Handler
    ) throws(YAMLError) -> UInt32 {
        let children = pending[frame.firstChild...]
        guard frame.isMapping else {
            return tree.appendCollection(mapping: false, tag: frame.tag, mark: frame.mark, children: children)
        }
        if frame.isStreamed {
            // Only `<<` entries are left: hand over what they merge in.
            if frame.hasMergeKey {
                for entry in try MappingBuilder.merged(children, in: tree, explicitKeys: stream.keys) {
                    handler.handleEntry(key: Node(tree, entry.key), value: Node(tree, entry.value))
                }
            }
            return tree.appendCollection(mapping: true, tag: frame.tag, mark: frame.mark, children: [], streamed: true)
        }
        try keyScratch.checkDuplicates(children, in: tree)
        guard frame.hasMergeKey else {
            return tree.appendCollection(mapping: true, tag: frame.tag, mark: frame.mark, children: children)
        }
        let merged = try MappingBuilder.merged(children, in: tree, explicitKeys: MappingBuilder.explicitKeys(children, in: tree))
        return tree.appendCollection(
            mapping: true, tag: frame.tag, mark: frame.mark, children: merged.flatMap { [$0.key, $0.value] }[...])
    }

    private mutating func resolveAlias(_ name: String, at mark: Mark) throws(YAMLError) -> Measured {
        guard let target = anchors[name] else {
            throw YAMLError(message: "alias '*\(name)' refers to no anchor defined before it", mark: mark)
        }
        let sum = aliasExpansion.addingReportingOverflow(target.size)
        aliasExpansion = sum.overflow ? .max : sum.partialValue
        // The budget grows by one node per byte read: a bomb expands
        // exponentially in a few bytes, while a long spec that aliases a
        // shared spring in every transition grows in step with its size.
        if aliasExpansion > limits.aliasBudget + mark.offset {
            throw YAMLError(
                message: "alias expansion exceeds \(limits.aliasBudget) nodes plus one per byte read "
                    + "(a 'billion laughs' document?)",
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
