/// The one place spec text and numbers become Swift literal syntax.
package enum SwiftLiteral {
    /// A double-quoted string literal: backslash and quote escaped, `\n`,
    /// `\r`, `\t` spelled, every other control or format character as
    /// `\u{…}`. Nothing inside can end the literal or interpolate.
    package static func string(_ text: String) -> String {
        // Printable ASCII without a quote or backslash needs no escape.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
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

    /// The shortest text that reads back as the same bits (Swift's own
    /// `description`), with `.0` dropped from whole numbers: `400`, `0.5`,
    /// `98.69604401089359`, `1e-05`.
    package static func double(_ value: Double) -> String {
        if value.isNaN { return "Double.nan" }
        if value.isInfinite { return value < 0 ? "-Double.infinity" : "Double.infinity" }
        let text = value.description
        // `-0.0` keeps its point: `-0` would read back as +0.
        if text.hasSuffix(".0"), !(value == 0 && value.sign == .minus) { return String(text.dropLast(2)) }
        return text
    }
}
