/// How an expression is spelled on one line, and how it opens up when it
/// does not fit.
enum ExpressionLayout {
    /// The expression on one line.
    static func flat(_ expression: Expression) -> String {
        switch expression {
        case .identifier(let name):
            name
        case .member(let base, let member):
            (base.map(flat) ?? "") + "." + member
        case .call(let callee, let arguments):
            flat(callee) + "(" + arguments.map(flat).joined(separator: ", ") + ")"
        case .array(let elements):
            "[" + elements.map(flat).joined(separator: ", ") + "]"
        case .tuple(let elements):
            "(" + elements.map(flat).joined(separator: ", ") + ")"
        case .double(let value):
            SwiftLiteral.double(value)
        case .bool(let value):
            value ? "true" : "false"
        case .string(let text):
            SwiftLiteral.string(text)
        case .nil:
            "nil"
        case .conditionalCast(let value, let type):
            flat(value) + " as? " + type
        }
    }

    static func flat(_ argument: Expression.Argument) -> String {
        (argument.label.map { $0 + ": " } ?? "") + flat(argument.value)
    }

    /// A call, array or tuple taken apart for one child per line: what opens
    /// it, its children, what closes it, and whether the last child keeps a
    /// comma (`swift format` puts one after every element of a wrapped
    /// array of two or more). Nil for what cannot open up.
    static func parts(
        of expression: Expression
    ) -> (open: String, children: [Expression.Argument], close: String, trailingComma: Bool)? {
        switch expression {
        case .call(let callee, let arguments) where !arguments.isEmpty:
            (flat(callee) + "(", arguments, ")", false)
        case .array(let elements) where !elements.isEmpty:
            ("[", elements.map { Expression.Argument(nil, $0) }, "]", elements.count > 1)
        case .tuple(let elements) where !elements.isEmpty:
            ("(", elements, ")", false)
        default:
            nil
        }
    }
}
