/// Growable UTF-8 whose append is a bounds check and one copy.
/// (`Array.append(contentsOf:)` costs about a hundred instructions a call,
/// and the writer appends a few short pieces to every line.)
struct ByteBuffer {
    /// Always initialized in full; the bytes past `count` are spare room.
    private var storage: [UInt8] = []
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    /// The bytes appended so far.
    var bytes: ArraySlice<UInt8> { storage[..<count] }

    subscript<Range: RangeExpression>(range: Range) -> ArraySlice<UInt8> where Range.Bound == Int {
        bytes[range]
    }

    mutating func append(_ text: String) {
        withBorrowedUTF8(text) { append(UnsafeRawBufferPointer($0)) }
    }

    mutating func append(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBytes { append($0) }
    }

    mutating func append(_ byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        let offset = count
        storage.withUnsafeMutableBytes { $0.baseAddress!.advanced(by: offset).copyMemory(from: source, byteCount: bytes.count) }
        count += bytes.count
    }

    /// Makes room for `extra` more bytes at once.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if count + extra > storage.count { grow(toHold: count + extra) }
    }

    @inline(never)
    private mutating func grow(toHold needed: Int) {
        // Zeroed and copied in bulk (appending zeros goes byte by byte).
        var grown = [UInt8](repeating: 0, count: Swift.max(needed, 2 * storage.count, 256))
        let kept = count
        grown.withUnsafeMutableBytes { grown in
            storage.withUnsafeBytes { old in grown.copyMemory(from: UnsafeRawBufferPointer(rebasing: old[..<kept])) }
        }
        storage = grown
    }

    /// Keeps the first `newCount` bytes, and the room of the rest.
    mutating func removeLast(from newCount: Int) {
        count = newCount
    }

    mutating func removeAll() {
        count = 0
    }
}

extension String {
    /// Over the contiguous bytes: the `utf8` view checks every index.
    var isASCII: Bool {
        var text = self
        return text.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } }
    }
}

/// Equal when the bytes appended are: spare room does not count.
extension ByteBuffer: Hashable {
    static func == (lhs: ByteBuffer, rhs: ByteBuffer) -> Bool { lhs.bytes == rhs.bytes }

    func hash(into hasher: inout Hasher) { hasher.combine(bytes) }
}
