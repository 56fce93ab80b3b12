#if hasFeature(Embedded)
// What the Embedded Swift runtime asks of the C library, given here so the
// module needs no imports: wasi-libc's own versions would call the WASI
// system interface, which a page does not have.

/// Messages the runtime prints before a trap; the page reads the last ones.
nonisolated(unsafe) var printed: [UInt8] = []

@_cdecl("putchar")
public func putchar(_ character: Int32) -> Int32 {
    if printed.count >= 4096 { printed.removeFirst(2048) }
    printed.append(UInt8(truncatingIfNeeded: character))
    return character
}

/// The last bytes printed (a trap's message) as UTF-8, `tp_printed_count()` of them.
@_cdecl("tp_printed")
public func printedBytes() -> UnsafePointer<UInt8>? {
    for index in printed.indices { printedBuffer[index] = printed[index] }
    return UnsafePointer(printedBuffer.baseAddress)
}

@_cdecl("tp_printed_count")
public func printedCount() -> Int32 { Int32(printed.count) }

nonisolated(unsafe) var printedBuffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 4096)

/// Hashing's seed. The page has no secrets to guard from collisions, and a
/// fixed seed keeps every run of the page the same.
@_cdecl("arc4random_buf")
public func arc4randomBuffer(_ buffer: UnsafeMutableRawPointer?, _ count: Int) {
    buffer?.initializeMemory(as: UInt8.self, repeating: 0, count: count)
}
#endif
