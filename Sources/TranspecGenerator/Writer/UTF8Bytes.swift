extension String {
    /// Over the contiguous bytes: the `utf8` view checks every index.
    var isASCII: Bool {
        var text = self
        return text.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } }
    }
}

extension Array where Element == UInt8 {
    /// Appends a string's UTF-8 as one copy. (`append(contentsOf: s.utf8)`
    /// goes element by element.)
    mutating func appendUTF8(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}
