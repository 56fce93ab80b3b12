#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mapping's allowed key names, laid out for matching raw key bytes:
/// every key of every mapping in a spec goes through `index(of:)`.
struct KeyTable: Sendable {
    let names: [String]
    private let bytes: [UInt8]
    /// Start of each name in `bytes`, plus the end of the last.
    private let starts: [Int]

    init(_ names: [String]) {
        self.names = names
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

    /// The position of the name spelled exactly by `key`, if any.
    func index(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        bytes.withUnsafeBufferPointer { table in
            for index in 0..<names.count where starts[index + 1] - starts[index] == key.count {
                if key.isEmpty || memcmp(table.baseAddress! + starts[index], key.baseAddress!, key.count) == 0 {
                    return index
                }
            }
            return nil
        }
    }
}
