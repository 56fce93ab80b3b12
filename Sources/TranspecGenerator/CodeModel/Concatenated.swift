/// `pieces` joined, in one allocation: `+` and `+=` grow and re-check a
/// string at every piece, which was a good part of translating a spec whose
/// every doc line ends with its source.
func concatenated(_ pieces: String...) -> String {
    var count = 0
    for piece in pieces { count += piece.utf8.count }
    return String(unsafeUninitializedCapacity: count) { buffer in
        var offset = 0
        for piece in pieces {
            offset += withBorrowedUTF8(piece) { bytes in
                UnsafeMutableBufferPointer(rebasing: buffer[offset...]).initialize(fromContentsOf: bytes)
            }
        }
        return offset
    }
}
