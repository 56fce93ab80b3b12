/// Bounds that keep hostile input from exhausting time, memory or stack.
package struct YAMLLimits: Sendable, Equatable {
    /// Deepest allowed nesting of collections, counting nesting reached
    /// through aliases. Small enough that recursive walks over the tree
    /// (and `Node` deinit chains) stay far from the stack limit.
    package var maxDepth: Int
    /// Most nodes that aliases and merge keys may stand for, counted as if
    /// every alias were expanded. Stops "billion laughs" documents.
    package var aliasBudget: Int
    /// Largest accepted input, in bytes.
    package var maxInputBytes: Int
    /// Most nodes (scalars and collections, aliases not counted) in one
    /// document. Each node costs about 100 bytes, so this bounds memory
    /// for dense hostile input that is small enough to pass `maxInputBytes`.
    package var maxNodes: Int

    package init(maxDepth: Int, aliasBudget: Int, maxInputBytes: Int, maxNodes: Int = defaultMaxNodes) {
        self.maxDepth = maxDepth
        self.aliasBudget = aliasBudget
        self.maxInputBytes = maxInputBytes
        self.maxNodes = maxNodes
    }

    package static let defaultMaxDepth = 512
    package static let defaultAliasBudget = 1_000_000
    // Room for a 200 MB spec (the benchmark's 10× corpus); `check` streams
    // such a file in about 3 bytes of memory per byte of input.
    package static let defaultMaxInputBytes = 256 * 1024 * 1024
    package static let defaultMaxNodes = 4_000_000

    /// 512 levels, 1,000,000 alias-expanded nodes, 256 MiB of input,
    /// 4,000,000 nodes per document.
    package static let `default` = YAMLLimits(
        maxDepth: defaultMaxDepth,
        aliasBudget: defaultAliasBudget,
        maxInputBytes: defaultMaxInputBytes
    )
}
