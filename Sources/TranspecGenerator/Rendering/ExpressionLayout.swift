/// An expression spelled on one line, with the same for each of its
/// children, so that the writer decides where to wrap without spelling
/// anything twice.
struct ExpressionLayout {
    /// The expression on one line.
    let flat: String
    /// Its width in columns (Characters), summed from the parts'.
    let width: Int
    /// For a call, array or tuple that can open up: what opens it, its
    /// labelled children, what closes it, and whether the last child keeps
    /// a comma (`swift format` puts one after every element of a wrapped
    /// array of two or more).
    let parts: (open: String, children: [(label: String?, layout: ExpressionLayout)], close: String, trailingComma: Bool)?

    init(_ expression: Expression) {
        switch expression {
        case .call(let callee, let arguments) where !arguments.isEmpty:
            self.init(open: ExpressionLayout(callee).flat + "(", arguments.map { ($0.label, $0.value) }, close: ")",
                      trailingComma: false)
        case .array(let elements) where !elements.isEmpty:
            self.init(open: "[", elements.map { (nil, $0) }, close: "]", trailingComma: elements.count > 1)
        case .tuple(let elements) where !elements.isEmpty:
            self.init(open: "(", elements.map { ($0.label, $0.value) }, close: ")", trailingComma: false)
        default:
            let flat = Self.spell(expression)
            self.init(flat: flat, width: flat.count, parts: nil)
        }
    }

    private init(
        flat: String, width: Int,
        parts: (open: String, children: [(label: String?, layout: ExpressionLayout)], close: String, trailingComma: Bool)?
    ) {
        self.flat = flat
        self.width = width
        self.parts = parts
    }

    private init(open: String, _ children: [(String?, Expression)], close: String, trailingComma: Bool) {
        let laidOut = children.map { (label: $0.0, layout: ExpressionLayout($0.1)) }
        let labelled = laidOut.map { (text: ($0.label.map { $0 + ": " } ?? "") + $0.layout.flat,
                                      width: ($0.label.map { $0.count + 2 } ?? 0) + $0.layout.width) }
        self.init(
            flat: open + labelled.map(\.text).joined(separator: ", ") + close,
            width: open.count + labelled.reduce(0) { $0 + $1.width } + 2 * (labelled.count - 1) + close.count,
            parts: (open, laidOut, close, trailingComma))
    }

    /// Leaves, and the calls, arrays and tuples with nothing inside.
    private static func spell(_ expression: Expression) -> String {
        switch expression {
        case .identifier(let name): name
        case .member(let base, let member): (base.map { ExpressionLayout($0).flat } ?? "") + "." + member
        case .call(let callee, _): ExpressionLayout(callee).flat + "()"
        case .array: "[]"
        case .tuple: "()"
        case .double(let value): SwiftLiteral.double(value)
        case .bool(let value): value ? "true" : "false"
        case .string(let text): SwiftLiteral.string(text)
        case .nil: "nil"
        case .conditionalCast(let value, let type): ExpressionLayout(value).flat + " as? " + type
        }
    }
}
