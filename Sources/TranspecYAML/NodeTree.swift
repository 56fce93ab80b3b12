/// The storage behind `Node`s: one record per node in a flat array, scalar
/// text in one byte pool, and each collection's children as a range of one
/// id array. Millions of nodes cost three arrays, not millions of objects.
///
/// Built by the composer and read-only afterwards.
package final class NodeTree: @unchecked Sendable {
    /// Scalar styles first, so `code < sequence` means "a scalar".
    @usableFromInline enum Code: UInt8, BitwiseCopyable {
        case plain, singleQuoted, doubleQuoted, literal, folded, sequence, mapping
    }

    @usableFromInline struct Record: BitwiseCopyable {
        @usableFromInline var code: Code
        /// `streamed`: a mapping whose entries went to a streaming handler.
        @usableFromInline var flags: UInt8 = 0
        /// Index into `tags`; 0 for none.
        @usableFromInline var tag: UInt16
        @usableFromInline var line: UInt32
        @usableFromInline var column: UInt32
        @usableFromInline var offset: UInt32
        /// Scalars: start in `text`. Collections: start in `children`.
        @usableFromInline var start: UInt32
        /// Scalars: byte length. Sequences: items. Mappings: entries (two ids each).
        @usableFromInline var count: UInt32

        @usableFromInline static let streamed: UInt8 = 1

        @inlinable var isScalar: Bool { code.rawValue < Code.sequence.rawValue }
    }

    // The composer is the only writer and readers come after it, so the
    // dynamic exclusivity checks on these hot arrays only cost time.
    @exclusivity(unchecked) @usableFromInline var records = ArenaBuffer<Record>()
    @exclusivity(unchecked) @usableFromInline var children = ArenaBuffer<UInt32>()
    @exclusivity(unchecked) @usableFromInline var text = ArenaBuffer<UInt8>(capacity: 16 * 1024)
    /// Distinct tags; index 0 stands for "no tag".
    @usableFromInline var tags: [String] = [""]
    private var tagIndex: [String: UInt16] = [:]
    @usableFromInline var anchorNames: [UInt32: String] = [:]

    init() {}

    deinit {
        records.deallocate()
        children.deallocate()
        text.deallocate()
    }

    func intern(tag: String) -> UInt16 {
        if let index = tagIndex[tag] { return index }
        // Past 65,535 distinct tags, further ones share the last slot's
        // meaning ("some unknown tag"); specs never get near that.
        let index = UInt16(clamping: tags.count)
        if tags.count < Int(UInt16.max) {
            tags.append(tag)
            tagIndex[tag] = index
        }
        return index
    }

    func appendScalar(
        _ bytes: UnsafeBufferPointer<UInt8>, code: Code, tag: UInt16, mark: Mark
    ) -> UInt32 {
        let id = UInt32(records.count)
        records.append(Record(
            code: code, tag: tag, line: UInt32(clamping: mark.line), column: UInt32(clamping: mark.column),
            offset: UInt32(clamping: mark.offset), start: UInt32(text.count), count: UInt32(bytes.count)))
        text.append(contentsOf: bytes)
        return id
    }

    func appendCollection(
        mapping: Bool, tag: UInt16, mark: Mark, children ids: ArraySlice<UInt32>, streamed: Bool = false
    ) -> UInt32 {
        let id = UInt32(records.count)
        records.append(Record(
            code: mapping ? .mapping : .sequence, flags: streamed ? Record.streamed : 0, tag: tag,
            line: UInt32(clamping: mark.line), column: UInt32(clamping: mark.column),
            offset: UInt32(clamping: mark.offset), start: UInt32(children.count),
            count: UInt32(mapping ? ids.count / 2 : ids.count)))
        children.append(contentsOf: ids)
        return id
    }

    /// Sizes of the three arrays: a point the tree can be cut back to.
    struct Checkpoint {
        var records: Int
        var children: Int
        var text: Int
    }

    var checkpoint: Checkpoint { Checkpoint(records: records.count, children: children.count, text: text.count) }

    /// Forgets every node created after `checkpoint`. The caller guarantees
    /// nothing older refers to them (no anchor was defined among them).
    func truncate(to checkpoint: Checkpoint) {
        records.truncate(to: checkpoint.records)
        children.truncate(to: checkpoint.children)
        text.truncate(to: checkpoint.text)
    }

    @inlinable func isScalar(_ id: UInt32) -> Bool { records[Int(id)].isScalar }

    /// A plain `<<` (or one tagged `!!merge`): the merge key.
    func isMergeKey(_ id: UInt32) -> Bool {
        let record = records[Int(id)]
        guard record.count == 2, record.code.rawValue < Code.sequence.rawValue,
              text[Int(record.start)] == UInt8(ascii: "<"), text[Int(record.start) + 1] == UInt8(ascii: "<")
        else { return false }
        return record.tag == 0 ? record.code == .plain : tags[Int(record.tag)] == CoreSchema.tagPrefix + "merge"
    }

    /// A cheap summary of a key for the duplicate check: two keys whose
    /// prints differ and that both surely resolve to strings are different.
    struct KeyPrint {
        var bits: UInt64
        var surelyString: Bool

        func mayEqual(_ other: KeyPrint) -> Bool {
            !(surelyString && other.surelyString) || bits == other.bits
        }
    }

    /// Length and first seven bytes of a scalar key.
    func keyPrint(_ id: UInt32) -> KeyPrint {
        let record = records[Int(id)]
        guard record.isScalar else { return KeyPrint(bits: UInt64(id), surelyString: false) }
        var bits = UInt64(truncatingIfNeeded: record.count) << 56
        let start = Int(record.start)
        for offset in 0..<min(Int(record.count), 7) { bits |= UInt64(text[start + offset]) << (8 * UInt64(offset)) }
        return KeyPrint(bits: bits, surelyString: !mayResolveToNonString(record))
    }

    /// Whether two keys are the same key: equal resolved values for
    /// scalars, the same node for collections. Decides on bytes where it
    /// can; only two keys that could both be numbers, booleans or nulls
    /// (`1` and `0x1`) are resolved to compare.
    func sameKey(_ a: UInt32, _ b: UInt32) -> Bool {
        if a == b { return true }
        guard isScalar(a), isScalar(b) else { return false }
        let first = records[Int(a)], second = records[Int(b)]
        if first.count != second.count && !(mayResolveToNonString(first) && mayResolveToNonString(second)) {
            // The usual answer, from lengths alone: two strings of different lengths differ.
            return false
        }
        let equalBytes = first.count == second.count
            && memcmpEqual(text.buffer, Int(first.start), Int(second.start), Int(first.count))
        let plainA = first.code == .plain && first.tag == 0, plainB = second.code == .plain && second.tag == 0
        let quotedA = first.code != .plain && first.tag == 0, quotedB = second.code != .plain && second.tag == 0
        if equalBytes && ((plainA && plainB) || (quotedA && quotedB)) { return true }
        if !equalBytes && !(mayResolveToNonString(first) && mayResolveToNonString(second)) {
            // Two texts that differ are equal only as the same number, bool or null.
            return false
        }
        return Node(self, a).coreValue == Node(self, b).coreValue
    }

    /// False when the record surely resolves to a string: quoted and
    /// untagged, or plain and starting with a byte no non-string starts with.
    private func mayResolveToNonString(_ record: Record) -> Bool {
        if record.tag != 0 { return true }
        guard record.code == .plain else { return false }
        guard record.count > 0 else { return true }
        switch text[Int(record.start)] {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
            UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"),
            UInt8(ascii: "f"), UInt8(ascii: "F"):
            return true
        default:
            return false
        }
    }

    /// The first entry of mapping `id` whose scalar key is exactly `key`.
    @inlinable func entry(of id: UInt32, forKey key: UnsafeBufferPointer<UInt8>) -> (key: UInt32, value: UInt32)? {
        let record = records[Int(id)]
        guard record.code == .mapping else { return nil }
        let pool = text.buffer
        var index = Int(record.start)
        let end = index + 2 * Int(record.count)
        while index < end {
            let keyRecord = records[Int(children[index])]
            if keyRecord.count == key.count && keyRecord.code.rawValue < Code.sequence.rawValue
                && memcmpEqual(pool, Int(keyRecord.start), key, key.count) {
                return (children[index], children[index + 1])
            }
            index += 2
        }
        return nil
    }

    @inlinable func mark(_ id: UInt32) -> Mark {
        let record = records[Int(id)]
        return Mark(line: Int(record.line), column: Int(record.column), offset: Int(record.offset))
    }

    @inlinable func string(_ id: UInt32) -> String {
        let record = records[Int(id)]
        return String(decoding: bytes(of: record), as: UTF8.self)
    }

    @inlinable func withBytes<Result>(_ id: UInt32, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let record = records[Int(id)]
        return body(bytes(of: record))
    }

    /// A scalar record's bytes in the pool, valid until the next append.
    @inlinable func bytes(of record: Record) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: text.base + Int(record.start), count: Int(record.count))
    }
}

@inlinable func memcmpEqual(
    _ pool: UnsafeBufferPointer<UInt8>, _ a: Int, _ other: UnsafeBufferPointer<UInt8>, _ count: Int
) -> Bool {
    var index = 0
    while index < count {
        if pool[a + index] != other[index] { return false }
        index += 1
    }
    return true
}

private func memcmpEqual(_ pool: UnsafeBufferPointer<UInt8>, _ a: Int, _ b: Int, _ count: Int) -> Bool {
    var index = 0
    while index < count {
        if pool[a + index] != pool[b + index] { return false }
        index += 1
    }
    return true
}
