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
        var bytes: [UInt8] = []
        appendDouble(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `double(value)` appended as UTF-8, with no string made but
    /// `description`'s: a spec's numbers are much of the generated text.
    static func appendDouble(_ value: Double, to bytes: inout [UInt8]) {
        if value.isNaN { return bytes.appendUTF8("Double.nan") }
        if value.isInfinite { return bytes.appendUTF8(value < 0 ? "-Double.infinity" : "Double.infinity") }
        var text = value.description
        text.withUTF8 { text in
            let isWhole = text.count >= 2 && text[text.count - 2] == UInt8(ascii: ".") && text[text.count - 1] == UInt8(ascii: "0")
            bytes.append(contentsOf: isWhole && !(value == 0 && value.sign == .minus) ? UnsafeBufferPointer(rebasing: text.dropLast(2)) : text)
        }
    }
}
