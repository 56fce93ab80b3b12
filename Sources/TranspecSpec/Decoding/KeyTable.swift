#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mapping's allowed key names, laid out for matching raw key bytes:
/// every key of every mapping in a spec goes through `index(of:)`, and so
/// does every lookup the decoder makes by a literal name.
final class KeyTable: Sendable {
    let names: [String]
    /// Per name: its first eight UTF-8 bytes (zero-padded) and its length,
    /// which rule out almost every other key in one comparison each.
    private let entries: [Entry]
    private let bytes: [UInt8]

    private struct Entry {
        var prefix: UInt64
        var length: Int
        /// Where the name starts in `bytes`.
        var start: Int
    }

    /// Fields keeps one slot per name in a SIMD16.
    static let capacity = 16

    init(_ names: [String]) {
        precondition(names.count <= Self.capacity, "a key table holds at most \(Self.capacity) names")
        self.names = names
        var entries: [Entry] = []
        var bytes: [UInt8] = []
        for name in names {
            let utf8 = Array(name.utf8)
            let prefix = utf8.withUnsafeBufferPointer { Self.prefix(of: $0) }
            entries.append(Entry(prefix: prefix, length: utf8.count, start: bytes.count))
            bytes += utf8
        }
        self.entries = entries
        self.bytes = bytes
    }

    /// The position of `name`, a literal in the decoder: its bytes are a
    /// pointer and a count, so matching allocates nothing.
    func index(of name: StaticString) -> Int? {
        index(of: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }

    /// The position of a name held in a variable.
    func index(ofName name: String) -> Int? {
        var name = name
        return name.withUTF8 { index(of: $0) }
    }

    /// The position of the name spelled exactly by `key`, if any.
    func index(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        let prefix = Self.prefix(of: key)
        return entries.withUnsafeBufferPointer { entries in
            for index in entries.indices where entries[index].prefix == prefix && entries[index].length == key.count {
                if key.count <= 8 || matchesPastPrefix(key, at: entries[index].start) { return index }
            }
            return nil
        }
    }

    private func matchesPastPrefix(_ key: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        bytes.withUnsafeBufferPointer { table in
            memcmp(table.baseAddress! + start + 8, key.baseAddress! + 8, key.count - 8) == 0
        }
    }

    /// The first eight bytes as one little-endian word, zero-padded. Short
    /// keys are read as two overlapping loads that never pass their end.
    private static func prefix(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base), count = bytes.count
        func load<Word: FixedWidthInteger>(_ type: Word.Type, at offset: Int) -> UInt64 {
            UInt64(Word(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: Word.self)))
        }
        switch count {
        case 8...: return load(UInt64.self, at: 0)
        case 4...7: return load(UInt32.self, at: 0) | load(UInt32.self, at: count - 4) << (8 * UInt64(count - 4))
        case 2...3: return load(UInt16.self, at: 0) | load(UInt16.self, at: count - 2) << (8 * UInt64(count - 2))
        case 1: return UInt64(base[0])
        default: return 0
        }
    }
}
