#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A mapping's allowed key names, by position. Lookups compare UTF-8 bytes
/// (length first) in a short list: no String is made and nothing is hashed
/// for the keys of every mapping a spec has, which keeps `check` within 3×
/// the instructions of a bare libyaml scan (Docs/Performance.md).
final class KeyTable: Sendable {
    let names: [String]
    private let spellings: [[UInt8]]

    init(_ names: [String]) {
        self.names = names
        spellings = names.map { Array($0.utf8) }
    }

    /// The position of `name`, if it is an allowed key.
    func index(of name: String) -> Int? {
        var name = name
        return name.withUTF8 { index(of: $0) }
    }

    func index(of name: StaticString) -> Int? {
        name.withUTF8Buffer { index(of: $0) }
    }

    /// The position of the key spelled by `bytes` (UTF-8), if it is allowed.
    func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let start = bytes.baseAddress else { return nil }
        return spellings.firstIndex { spelling in
            spelling.count == bytes.count && memcmp(spelling, start, bytes.count) == 0
        }
    }
}
