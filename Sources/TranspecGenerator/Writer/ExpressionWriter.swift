/// Renders expressions: on one line when it fits, otherwise one argument
/// or element per line, as `swift format` lays them out.
///
/// An expression is measured once, bottom up, into a `LaidOut` tree: each
/// leaf (a name, a number, a literal) is spelled once, and each node knows
/// its one-line length. Deciding where to wrap then costs nothing per level,
/// and every byte is copied once, into the line that holds it. (Spelling
/// the whole subtree again at each level of a deep call was most of the
/// generator's time.)
extension CodeWriter {
    /// Writes `prefix` + `expression` + `suffix`, wrapping as needed.
    mutating func expression(_ expression: Expression, prefix: String = "", suffix: String = "") {
        write(LaidOut(expression), prefix: Array(prefix.utf8), suffix: Array(suffix.utf8))
    }

    private mutating func write(_ laid: LaidOut, prefix: [UInt8], suffix: [UInt8]) {
        var flat: [UInt8] = []
        func spellFlat() -> [UInt8] {
            if flat.isEmpty {
                flat = prefix
                laid.spell(into: &flat)
                flat += suffix
            }
            return flat
        }
        let isASCII = laid.isASCII && prefix.allSatisfy { $0 < 0x80 } && suffix.allSatisfy { $0 < 0x80 }
        if fits(byteCount: prefix.count + laid.length + suffix.count, isASCII: isASCII,
                characterCount: { String(decoding: spellFlat(), as: UTF8.self).count }) {
            return line(spellFlat())
        }
        switch laid.shape {
        case .call(let callee, let arguments) where !arguments.isEmpty:
            line(prefix + callee + Array("(".utf8))
            indented { writer in
                for (index, argument) in arguments.enumerated() {
                    let comma: [UInt8] = index == arguments.count - 1 ? [] : [UInt8(ascii: ",")]
                    writer.write(argument.value, prefix: argument.labelPrefix, suffix: comma)
                }
            }
            line(Array(")".utf8) + suffix)
        case .array(let elements) where !elements.isEmpty:
            line(prefix + Array("[".utf8))
            // `swift format` puts a trailing comma after every element of a
            // wrapped collection, unless it has only one.
            let comma: [UInt8] = elements.count == 1 ? [] : [UInt8(ascii: ",")]
            indented { writer in
                for element in elements { writer.write(element, prefix: [], suffix: comma) }
            }
            line(Array("]".utf8) + suffix)
        default:
            line(spellFlat())
        }
    }
}

/// An expression measured for layout: leaves spelled, lengths summed.
struct LaidOut {
    enum Shape {
        /// Spelled whole (names, members, literals).
        case leaf([UInt8])
        /// The callee spelled whole, then the arguments.
        case call([UInt8], [Argument])
        case array([LaidOut])
    }

    struct Argument {
        /// `label: `, or nothing.
        var labelPrefix: [UInt8]
        var value: LaidOut
    }

    var shape: Shape
    /// The one-line spelling's UTF-8 length.
    var length: Int
    var isASCII: Bool

    init(_ expression: Expression) {
        switch expression {
        case .call(let callee, let arguments):
            let calleeBytes = Self.spelled(callee)
            let laid = arguments.map { argument in
                Argument(labelPrefix: argument.label.map { Array(($0 + ": ").utf8) } ?? [], value: LaidOut(argument.value))
            }
            shape = .call(calleeBytes, laid)
            // callee(a, b): the parentheses, and ", " between arguments.
            length = calleeBytes.count + 2 + max(0, laid.count - 1) * 2
                + laid.reduce(0) { $0 + $1.labelPrefix.count + $1.value.length }
            isASCII = calleeBytes.allSatisfy { $0 < 0x80 }
                && laid.allSatisfy { $0.value.isASCII && $0.labelPrefix.allSatisfy { $0 < 0x80 } }
        case .array(let elements):
            let laid = elements.map(LaidOut.init)
            shape = .array(laid)
            length = 2 + max(0, laid.count - 1) * 2 + laid.reduce(0) { $0 + $1.length }
            isASCII = laid.allSatisfy(\.isASCII)
        default:
            let bytes = Self.spelled(expression)
            shape = .leaf(bytes)
            length = bytes.count
            isASCII = bytes.allSatisfy { $0 < 0x80 }
        }
    }

    /// The one-line spelling, appended.
    func spell(into bytes: inout [UInt8]) {
        switch shape {
        case .leaf(let text):
            bytes += text
        case .call(let callee, let arguments):
            bytes += callee
            bytes.append(UInt8(ascii: "("))
            for (index, argument) in arguments.enumerated() {
                if index > 0 { bytes += [UInt8(ascii: ","), UInt8(ascii: " ")] }
                bytes += argument.labelPrefix
                argument.value.spell(into: &bytes)
            }
            bytes.append(UInt8(ascii: ")"))
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes += [UInt8(ascii: ","), UInt8(ascii: " ")] }
                element.spell(into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        }
    }

    /// Any expression on one line (used for leaves and callees).
    static func spelled(_ expression: Expression) -> [UInt8] {
        var bytes: [UInt8] = []
        append(expression, to: &bytes)
        return bytes
    }

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
                if let label = argument.label {
                    text.appendUTF8(label)
                    text.appendUTF8(": ")
                }
                append(argument.value, to: &text)
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
}
