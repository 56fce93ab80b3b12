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
    /// Each name's first eight UTF-8 bytes (zero-padded) and its length: a
    /// key is ruled out by one comparison, and only a name that agrees in
    /// both is compared byte by byte past the eighth.
    private let prefixes: [UInt64]
    private let lengths: [Int]
    private let bytes: [UInt8]
    /// Start of each name in `bytes`, plus the end of the last.
    private let starts: [Int]

    /// Fields keeps one slot per name in a SIMD16.
    static let capacity = 16

    init(_ names: [String]) {
        precondition(names.count <= Self.capacity, "a key table holds at most \(Self.capacity) names")
        self.names = names
        lengths = names.map(\.utf8.count)
        var bytes: [UInt8] = []
        var starts: [Int] = []
        for name in names {
            starts.append(bytes.count)
            bytes += Array(name.utf8)
        }
        starts.append(bytes.count)
        self.bytes = bytes
        self.starts = starts
        prefixes = names.map { name in
            Array(name.utf8).withUnsafeBufferPointer { Self.prefix(of: $0) }
        }
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
        for index in 0..<names.count where prefixes[index] == prefix && lengths[index] == key.count {
            if key.count <= 8 { return index }
            let matches = bytes.withUnsafeBufferPointer { table in
                memcmp(table.baseAddress! + starts[index] + 8, key.baseAddress! + 8, key.count - 8) == 0
            }
            if matches { return index }
        }
        return nil
    }

    /// The first eight bytes as one little-endian word, zero-padded.
    private static func prefix(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let base = bytes.baseAddress else { return 0 }
        if bytes.count >= 8 { return UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(as: UInt64.self)) }
        var word: UInt64 = 0
        for offset in 0..<bytes.count { word |= UInt64(base[offset]) << (8 * UInt64(offset)) }
        return word
    }
}
