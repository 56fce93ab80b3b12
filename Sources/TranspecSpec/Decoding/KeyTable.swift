#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mapping's allowed key names, laid out for matching raw key bytes:
/// every key of every mapping in a spec goes through `index(of:)`.
final class KeyTable: Sendable {
    let names: [String]
    /// Each name's UTF-8 length: most candidates are ruled out by it.
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
    }

    /// The position of `name`, a literal in the decoder: its bytes are a
    /// pointer and a count, so matching costs a length test and a memcmp.
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
        bytes.withUnsafeBufferPointer { table in
            for index in 0..<names.count where lengths[index] == key.count {
                if key.isEmpty || memcmp(table.baseAddress! + starts[index], key.baseAddress!, key.count) == 0 {
                    return index
                }
            }
            return nil
        }
    }
}
