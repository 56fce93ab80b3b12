/// The storage behind `Node`s: one record per node in an array, scalar
/// text in one byte array, and each collection's children as a range of one
/// id array. Streaming cuts the three back after each entry
/// (`truncate(to:)`), so a long spec holds one transition's nodes at a time.
///
/// Built by the composer and read-only afterwards.
package final class NodeTree {
    /// Scalar styles first, so `code < sequence` means "a scalar".
    enum Code: UInt8 {
        case plain, singleQuoted, doubleQuoted, literal, folded, sequence, mapping
    }

    struct Record {
        var code: Code
        /// `streamed`: a mapping whose entries went to a streaming handler.
        var flags: UInt8 = 0
        /// Index into `tags`; 0 for none.
        var tag: UInt16
        var line: UInt32
        var column: UInt32
        var offset: UInt32
        /// Scalars: start in `text`. Collections: start in `children`.
        var start: UInt32
        /// Scalars: byte length. Sequences: items. Mappings: entries (two ids each).
        var count: UInt32

        static let streamed: UInt8 = 1

        var isScalar: Bool { code.rawValue < Code.sequence.rawValue }
        /// A scalar's range in `text`.
        var textRange: Range<Int> { Int(start)..<Int(start) + Int(count) }
    }

    private(set) var records: [Record] = []
    private(set) var children: [UInt32] = []
    private(set) var text: [UInt8] = []
    /// Distinct tags; index 0 stands for "no tag".
    private(set) var tags: [String] = [""]
    private var tagIndex: [String: UInt16] = [:]
    var anchorNames: [UInt32: String] = [:]

    init() {}

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
        records.removeSubrange(checkpoint.records...)
        children.removeSubrange(checkpoint.children...)
        text.removeSubrange(checkpoint.text...)
    }

    func isScalar(_ id: UInt32) -> Bool { records[Int(id)].isScalar }

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
        let equalBytes = text[first.textRange].elementsEqual(text[second.textRange])
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
    func entry(of id: UInt32, forKey key: UnsafeBufferPointer<UInt8>) -> (key: UInt32, value: UInt32)? {
        let record = records[Int(id)]
        guard record.code == .mapping else { return nil }
        for index in stride(from: Int(record.start), to: Int(record.start) + 2 * Int(record.count), by: 2) {
            let keyRecord = records[Int(children[index])]
            if keyRecord.isScalar && text[keyRecord.textRange].elementsEqual(key) {
                return (children[index], children[index + 1])
            }
        }
        return nil
    }

    func mark(_ id: UInt32) -> Mark {
        let record = records[Int(id)]
        return Mark(line: Int(record.line), column: Int(record.column), offset: Int(record.offset))
    }

    func string(_ id: UInt32) -> String {
        String(decoding: text[records[Int(id)].textRange], as: UTF8.self)
    }

    /// Calls `body` with a scalar's bytes.
    func withBytes<Result>(_ id: UInt32, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withBytes(of: records[Int(id)], body)
    }

    func withBytes<Result>(of record: Record, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        text.withUnsafeBufferPointer { pool in body(UnsafeBufferPointer(rebasing: pool[record.textRange])) }
    }
}
