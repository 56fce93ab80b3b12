/// The one place spec text and numbers become Swift literal syntax.
public enum SwiftLiteral {
    /// A double-quoted string literal: backslash and quote escaped, `\n`,
    /// `\r`, `\t` spelled, every other control or format character as
    /// `\u{…}`. Nothing inside can end the literal or interpolate.
    public static func string(_ text: String) -> String {
        // Printable ASCII without a quote or backslash needs no escape and
        // no Unicode property lookup.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 <= 0x7E && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse:
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                default:
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Shortest text that reads back as the same bits (Swift's own
    /// `description`), with `.0` dropped from whole numbers: `400`, `0.5`,
    /// `98.69604401089359`, `1e-05`.
    public static func double(_ value: Double) -> String {
        if let short = ShortDecimal(value) { return short.withUTF8 { String(decoding: $0, as: UTF8.self) } }
        if let special = special(value) { return special }
        var text = value.description
        let kept = keptCount(&text, of: value)
        return kept == text.utf8.count ? text : String(text.dropLast(2))
    }

    /// `double(value)` appended as UTF-8, with no string made but
    /// `description`'s: a spec's numbers are much of the generated text.
    static func appendDouble(_ value: Double, to bytes: inout ByteBuffer) {
        if let short = ShortDecimal(value) { return short.withUTF8 { bytes.append($0) } }
        if let special = special(value) { return bytes.append(special) }
        var text = value.description
        let kept = keptCount(&text, of: value)
        text.withUTF8 { bytes.append(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer($0)[..<kept])) }
    }

    private static func special(_ value: Double) -> String? {
        if value.isNaN { return "Double.nan" }
        if value.isInfinite { return value < 0 ? "-Double.infinity" : "Double.infinity" }
        return nil
    }

    /// The bytes of `description` to keep: all but a whole number's `.0`
    /// (which `-0.0` keeps).
    private static func keptCount(_ description: inout String, of value: Double) -> Int {
        description.withUTF8 { text in
            let isWhole = text.count >= 2 && text[text.count - 2] == UInt8(ascii: ".") && text[text.count - 1] == UInt8(ascii: "0")
            return isWhole && !(value == 0 && value.sign == .minus) ? text.count - 2 : text.count
        }
    }
}
