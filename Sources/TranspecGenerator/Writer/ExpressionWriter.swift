/// Renders expressions: on one line when it fits, otherwise one argument
/// or element per line, as `swift format` lays them out.
extension CodeWriter {
    static func inline(_ expression: Expression) -> String {
        switch expression {
        case .identifier(let name): name
        case .member(let base, let member): (base.map(inline) ?? "") + "." + member
        case .call(let callee, let arguments): inline(callee) + "(" + arguments.map(inline).joined(separator: ", ") + ")"
        case .double(let value): SwiftLiteral.double(value)
        case .bool(let value): value ? "true" : "false"
        case .string(let text): SwiftLiteral.string(text)
        case .array(let elements): "[" + elements.map(inline).joined(separator: ", ") + "]"
        case .nil: "nil"
        }
    }

    static func inline(_ argument: CallArgument) -> String {
        (argument.label.map { $0 + ": " } ?? "") + inline(argument.value)
    }

    /// Writes `prefix` + `expression` + `suffix`, wrapping as needed.
    mutating func expression(_ expression: Expression, prefix: String = "", suffix: String = "") {
        let flat = prefix + Self.inline(expression) + suffix
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
