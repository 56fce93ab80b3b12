/// Spec text made safe and measurable for a terminal.
///
/// A spec comes from anyone's pull request. Its bytes must not reach a
/// terminal as control sequences (ESC repaints the screen), bidirectional
/// overrides (which reorder what a reviewer sees) or invalid UTF-8. Each
/// becomes one visible symbol, and each scalar gets the width a terminal
/// gives it, so a caret lands under the right character.
package enum VisibleText {
    /// One shown scalar: its text on screen and the columns it takes.
    struct Cell {
        var text: String
        var width: Int
        /// Space, tab and YAML flow punctuation end the underlined word.
        var endsWord: Bool
    }

    /// `text` with every unsafe scalar replaced by a visible stand-in.
    package static func escaping(_ text: String) -> String {
        // A tab in a message (unlike in a source line) has no column to
        // keep, and would misalign the line: it shows as ␉.
        func replacement(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
            scalar == "\t" ? "\u{2409}" : stand(in: scalar)
        }
        guard text.unicodeScalars.contains(where: { replacement($0) != nil }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if let replacement = replacement(scalar) { result.unicodeScalars.append(replacement) }
            else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// Decodes UTF-8 (invalid bytes become U+FFFD) into display cells.
    static func cells(_ bytes: UnsafeBufferPointer<UInt8>) -> [Cell] {
        var cells: [Cell] = []
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): cells.append(cell(for: scalar))
            case .error: cells.append(Cell(text: "\u{FFFD}", width: 1, endsWord: false))
            case .emptyInput: return cells
            }
        }
    }

    private static func cell(for scalar: Unicode.Scalar) -> Cell {
        if scalar == "\t" { return Cell(text: "    ", width: 4, endsWord: true) }
        if let replacement = stand(in: scalar) {
            return Cell(text: String(Character(replacement)), width: 1, endsWord: false)
        }
        return Cell(text: String(Character(scalar)), width: width(of: scalar), endsWord: endsWord(scalar))
    }

    /// Space, tab and YAML flow punctuation end the underlined word.
    static func endsWord(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || " :,[]{}#".unicodeScalars.contains(scalar)
    }

    /// The visible symbol for a scalar that must not be printed as is.
    static func stand(in scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x00...0x1F where scalar != "\t":
            return Unicode.Scalar(0x2400 + scalar.value)  // ␀ … ␟
        case 0x7F:
            return "\u{2421}"  // ␡
        case 0x80...0x9F,  // C1 controls, including CSI
            0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069,  // bidirectional controls
            0x2028, 0x2029, 0xFEFF:
            return "\u{FFFD}"
        default:
            return nil
        }
    }

    /// Terminal columns: 0 for combining marks and joiners, 2 for East
    /// Asian wide characters and emoji, 1 otherwise.
    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return 0
        default: break
        }
        if value == 0x200D || (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value) {
            return 0
        }
        if scalar.properties.isEmojiPresentation { return 2 }
        for range in wideRanges where range.contains(value) { return 2 }
        return 1
    }

    /// East Asian Wide and Fullwidth blocks (UAX #11), coarsely.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
