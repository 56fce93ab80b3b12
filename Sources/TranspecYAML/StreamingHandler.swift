/// Receives the entries of one large mapping as each completes, so a
/// document far larger than memory's comfort is composed a piece at a time.
///
/// The streamed mapping is the value of `streamedRootKey` in the root
/// mapping (for a spec: `transitions`). Its entries are not kept: in the
/// finished tree it is an empty mapping whose `isStreamed` is true. A
/// streamed mapping that carries an anchor is not streamed, since an alias
/// could ask for it later.
package protocol StreamingHandler {
    /// The root key whose mapping is streamed; nil streams nothing.
    var streamedRootKey: String? { get }

    /// One complete entry. `key` and `value` are valid only during this
    /// call. Entries merged in with `<<` arrive when the mapping ends.
    mutating func handleEntry(key: Node, value: Node)
}

/// Composes everything in memory.
package struct NoStreaming: StreamingHandler {
    package init() {}
    package var streamedRootKey: String? { nil }
    package mutating func handleEntry(key: Node, value: Node) {}
}
