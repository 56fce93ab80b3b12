/// Renders expressions: on one line when it fits, otherwise one argument
/// or element per line, as `swift format` lays them out.
extension CodeWriter {
    static func inline(_ expression: Expression) -> String {
        var text: [UInt8] = []
        append(expression, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    static func inline(_ argument: CallArgument) -> String {
        var text: [UInt8] = []
        append(argument, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// The one-line spelling, appended as bytes: no intermediate strings
    /// per node, and a byte append is a copy where a `String` append is
    /// hundreds of instructions of bookkeeping.
    private static func append(_ expression: Expression, to text: inout [UInt8]) {
        switch expression {
        case .identifier(let name): text.appendUTF8(name)
        case .member(let base, let member):
            if let base { append(base, to: &text) }
            text.append(UInt8(ascii: "."))
            text.appendUTF8(member)
        case .call(let callee, let arguments):
            append(callee, to: &text)
            text.append(UInt8(ascii: "("))
            for (index, argument) in arguments.enumerated() {
                if index > 0 { text.appendUTF8(", ") }
                append(argument, to: &text)
            }
            text.append(UInt8(ascii: ")"))
        case .double(let value): text.appendUTF8(SwiftLiteral.double(value))
        case .bool(let value): text.appendUTF8(value ? "true" : "false")
        case .string(let literal): text.appendUTF8(SwiftLiteral.string(literal))
        case .array(let elements):
            text.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { text.appendUTF8(", ") }
                append(element, to: &text)
            }
            text.append(UInt8(ascii: "]"))
        case .nil: text.appendUTF8("nil")
        }
    }

    private static func append(_ argument: CallArgument, to text: inout [UInt8]) {
        if let label = argument.label {
            text.appendUTF8(label)
            text.appendUTF8(": ")
        }
        append(argument.value, to: &text)
    }

    /// Writes `prefix` + `expression` + `suffix`, wrapping as needed.
    mutating func expression(_ expression: Expression, prefix: String = "", suffix: String = "") {
        var flat: [UInt8] = []
        flat.appendUTF8(prefix)
        Self.append(expression, to: &flat)
        flat.appendUTF8(suffix)
        if fits(flat) { return line(flat) }
        switch expression {
        case .call(let callee, let arguments) where !arguments.isEmpty:
            line(prefix + Self.inline(callee) + "(")
            indented { writer in
                for (index, argument) in arguments.enumerated() {
                    let comma = index == arguments.count - 1 ? "" : ","
                    writer.expression(argument.value, prefix: argument.label.map { $0 + ": " } ?? "", suffix: comma)
                }
            }
            line(")" + suffix)
        case .array(let elements) where !elements.isEmpty:
            line(prefix + "[")
            // `swift format` puts a trailing comma after every element of a
            // wrapped collection, unless it has only one.
            let comma = elements.count == 1 ? "" : ","
            indented { writer in
                for element in elements { writer.expression(element, suffix: comma) }
            }
            line("]" + suffix)
        default:
            line(flat)
        }
    }
}
