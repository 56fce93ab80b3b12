/// Turns libyaml's character index into a byte offset in the UTF-8 input.
///
/// libyaml counts `mark.index` in characters (Unicode scalars) and skips a
/// UTF-8 byte order mark. Event marks arrive almost in order, so a cursor that
/// walks forward or back from the last answer costs O(1) amortised per event.
/// Its word-at-a-time scans keep `check` within 3× the instructions of a
/// bare libyaml scan (Docs/Performance.md).
struct ByteOffsetCursor {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let bomLength: Int
    /// Leading bytes (after any BOM) that are ASCII: there characters and bytes agree.
    private let asciiPrefix: Int
    private var characterIndex: Int
    private var byteOffset: Int

    init(bytes: UnsafeBufferPointer<UInt8>, bomLength: Int) {
        self.bytes = bytes
        self.bomLength = bomLength
        var index = bomLength
        // A word at a time: this runs over the whole of an ASCII file.
        while Self.eightASCIIBytes(in: bytes, at: index) { index += 8 }
        while index < bytes.count && bytes[index] < 0x80 { index += 1 }
        asciiPrefix = index - bomLength
        characterIndex = asciiPrefix
        byteOffset = index
    }

    mutating func byteOffset(forCharacterIndex target: Int) -> Int {
        if target <= asciiPrefix { return target + bomLength }
        while characterIndex < target && byteOffset < bytes.count {
            // Eight ASCII bytes are eight characters: skip them a word at a
            // time (specs are mostly ASCII, and every byte is walked once).
            if target - characterIndex >= 8 && Self.eightASCIIBytes(in: bytes, at: byteOffset) {
                byteOffset += 8
                characterIndex += 8
                continue
            }
            byteOffset += Self.sequenceLength(leadByte: bytes[byteOffset])
            characterIndex += 1
        }
        while characterIndex > target {
            byteOffset -= 1
            while byteOffset > bomLength && bytes[byteOffset] & 0xC0 == 0x80 { byteOffset -= 1 }
            characterIndex -= 1
        }
        return min(byteOffset, bytes.count)
    }

    /// Whether the eight bytes from `index` are all there and all ASCII.
    private static func eightASCIIBytes(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        bytes.count - index >= 8
            && UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
    }

    private static func sequenceLength(leadByte: UInt8) -> Int {
        if leadByte < 0x80 { return 1 }
        if leadByte < 0xE0 { return 2 }
        if leadByte < 0xF0 { return 3 }
        return 4
    }
}

/// The mark of a byte offset, found by scanning the input from the start.
/// Used only for reader errors, where libyaml reports just the byte offset.
/// Line breaks are those libyaml counts: LF, CR, CRLF, NEL, LS and PS.
func markForByteOffset(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>, bomLength: Int) -> Mark {
    let end = min(offset, bytes.count)
    var line = 1
    var column = 1
    var index = bomLength
    while index < end {
        let byte = bytes[index]
        var isBreak = false
        if byte == 0x0A {
            isBreak = true
        } else if byte == 0x0D {
            isBreak = !(index + 1 < end && bytes[index + 1] == 0x0A)
        } else if byte == 0xC2, index + 1 < end, bytes[index + 1] == 0x85 {
            isBreak = true
        } else if byte == 0xE2, index + 2 < end, bytes[index + 1] == 0x80,
                  bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
            isBreak = true
        }
        if isBreak {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 && byte != 0x0D {
            column += 1
        }
        index += 1
    }
    return Mark(line: line, column: column, offset: offset)
}
