/// `pieces` joined, in one allocation: `+` and `+=` grow and re-check a
/// string at every piece, which was a good part of translating a spec whose
/// every doc line ends with its source.
func concatenated(_ pieces: String...) -> String {
    var count = 0
    for piece in pieces { count += piece.utf8.count }
    return String(unsafeUninitializedCapacity: count) { buffer in
        var offset = 0
        for piece in pieces {
            // Borrowed in place (native and small strings): `withUTF8`
            // needs a mutable copy of each piece, a retain and a release.
            let copied = piece.utf8.withContiguousStorageIfAvailable { bytes in
                _ = UnsafeMutableBufferPointer(rebasing: buffer[offset...]).initialize(from: bytes)
                return bytes.count
            }
            if let copied {
                offset += copied
            } else {
                for byte in piece.utf8 {
                    buffer[offset] = byte
                    offset += 1
                }
            }
        }
        return offset
    }
}
