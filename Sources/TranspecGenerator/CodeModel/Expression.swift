/// The expressions generated code is made of: runtime values, the calls
/// that construct them, and the reads of a screen's views.
package indirect enum Expression: Hashable, Sendable {
    /// A name or a type, written as given (already a valid identifier).
    case identifier(String)
    /// `base.member`, or `.member` without a base.
    case member(Expression?, String)
    /// `callee(label: value, …)`.
    case call(Expression, [Argument])
    /// `[a, b]`.
    case array([Expression])
    /// `(label: a, label: b)`.
    case tuple([Argument])
    case double(Double)
    case bool(Bool)
    case string(String)
    case `nil`
    /// `value as? Type`.
    case conditionalCast(Expression, String)
    /// `// line` comments above the expression: an argument or element that
    /// says where in the spec it comes from. It opens its call or array up.
    case commented(DocComment, Expression)

    /// A labelled (or, with a nil label, unlabelled) call argument or tuple element.
    package struct Argument: Hashable, Sendable {
        package var label: String?
        package var value: Expression

        package init(_ label: String?, _ value: Expression) {
            self.label = label
            self.value = value
        }
    }

    /// `Type(label: value, …)`.
    package static func call(_ callee: String, _ arguments: [Argument]) -> Expression {
        .call(.identifier(callee), arguments)
    }

    /// `.member(label: value, …)`.
    package static func dotCall(_ member: String, _ arguments: [Argument]) -> Expression {
        .call(.member(nil, member), arguments)
    }

    /// `base.name`, from a dotted path: `Self.member("sheet", "cardView")`.
    package static func path(_ base: String, _ names: String...) -> Expression {
        names.reduce(.identifier(base)) { .member($0, $1) }
    }
}
