/// A mapping's allowed key names, by position.
final class KeyTable: Sendable {
    let names: [String]
    private let positions: [String: Int]

    init(_ names: [String]) {
        self.names = names
        var positions: [String: Int] = [:]
        for (index, name) in names.enumerated() { positions[name] = index }
        self.positions = positions
    }

    /// The position of `name`, if it is an allowed key.
    func index(of name: String) -> Int? {
        positions[name]
    }

    /// The position of the key spelled by `bytes` (UTF-8), if it is allowed.
    func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        positions[String(decoding: bytes, as: UTF8.self)]
    }
}
