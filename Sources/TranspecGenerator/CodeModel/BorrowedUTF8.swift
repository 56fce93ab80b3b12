/// `body` over `text`'s UTF-8, borrowed in place where it is contiguous
/// (native and small strings, nearly all): `String.withUTF8` needs a
/// mutable copy, whose retain and release cost more than most uses of the
/// bytes. Other strings (bridged ones) are copied once.
func withBorrowedUTF8<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = text
    return copy.withUTF8(body)
}
