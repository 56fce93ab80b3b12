/// `pieces` joined, in one allocation: `+` and `+=` grow and re-check a
/// string at every piece, which was a good part of translating a spec whose
/// every doc line ends with its source.
func concatenated(_ pieces: String...) -> String {
    var count = 0
    for piece in pieces { count += piece.utf8.count }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer in
        var offset = 0
        for var piece in pieces {
            piece.withUTF8 { bytes in
                guard let source = bytes.baseAddress else { return }
                (buffer.baseAddress! + offset).initialize(from: source, count: bytes.count)
                offset += bytes.count
            }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<offset]), as: UTF8.self)
    }
}
