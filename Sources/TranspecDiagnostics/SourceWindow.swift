/// The visible part of one source line around a location: its shown text,
/// the columns before the location, and the width of each shown scalar
/// from the location on (for the underline).
struct SourceWindow {
    static let maximumBefore = 60
    static let maximumAfter = 100

    /// The line part as shown: unsafe scalars replaced, tabs expanded.
    private(set) var text: String
    /// Terminal columns the text before the location takes.
    private(set) var widthBefore: Int
    private(set) var clippedBefore = false
    private(set) var clippedAfter = false
    /// Scalars of the word at the location, for the default underline.
    private(set) var tokenLength = 1
    /// Columns of each shown scalar from the location on; nil when every
    /// one takes a single column (printable ASCII).
    private var widthsAfter: [Int]?
    private var countAfter: Int

    /// Nil when the location lies outside the bytes.
    init?(_ bytes: UnsafeBufferPointer<UInt8>, around location: SourceLocation) {
        let offset = location.offset
        guard offset >= 0, offset <= bytes.count else { return nil }
        // Walk back column - 1 scalars (bounded) to the line's start.
        var start = offset
        var walked = 0
        var reachedLineStart = false
        while walked < location.column - 1 && walked < Self.maximumBefore {
            guard start > 0 else { reachedLineStart = true; break }
            var previous = start - 1
            while previous > 0 && bytes[previous] & 0xC0 == 0x80 { previous -= 1 }
            if LineBreaks.isBreak(in: bytes, at: previous) { reachedLineStart = true; break }
            start = previous
            walked += 1
        }
        clippedBefore = !reachedLineStart && walked < location.column - 1

        var end = offset
        var scalars = 0
        while end < bytes.count && !LineBreaks.isBreak(in: bytes, at: end) && scalars < Self.maximumAfter {
            end += 1
            while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
            scalars += 1
        }
        clippedAfter = end < bytes.count && !LineBreaks.isBreak(in: bytes, at: end)

        let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
        // Most spec lines are printable ASCII: each byte shows as itself in
        // one column, so the line needs no per-scalar decoding (`check`
        // renders every warning of a spec with thousands of them).
        if line.allSatisfy({ $0 &- 0x20 < 0x5F }) {
            text = String(decoding: line, as: UTF8.self)
            widthBefore = offset - start
            countAfter = end - offset
            tokenLength = max(1, bytes[offset..<end].prefix { !VisibleText.endsWord(Unicode.Scalar($0)) }.count)
            return
        }
        let before = VisibleText.cells(UnsafeBufferPointer(rebasing: bytes[start..<offset]))
        let after = VisibleText.cells(UnsafeBufferPointer(rebasing: bytes[offset..<end]))
        text = (before + after).map(\.text).joined()
        widthBefore = before.reduce(0) { $0 + $1.width }
        widthsAfter = after.map(\.width)
        countAfter = after.count
        tokenLength = max(1, after.prefix { !$0.endsWord }.count)
    }

    /// Columns under the first `scalars` shown scalars from the location, at least 1.
    func underlineWidth(_ scalars: Int) -> Int {
        guard let widthsAfter else { return max(1, min(scalars, countAfter)) }
        return max(1, widthsAfter.prefix(scalars).reduce(0, +))
    }
}

/// Line breaks as libyaml counts them, so excerpts agree with marks:
/// LF, CR (alone or before LF), NEL, LS and PS.
enum LineBreaks {
    static func isBreak(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        switch bytes[index] {
        case 0x0A, 0x0D: return true
        case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85
        case 0xE2:
            return index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
        default: return false
        }
    }
}
