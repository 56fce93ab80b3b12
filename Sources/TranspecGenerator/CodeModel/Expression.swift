/// The expressions generated literals are made of: enough for a
/// `TransitionMotion` value and the calls around it.
///
/// Only the cases that hold an expression itself are boxed: a leaf costs no
/// allocation of its own.
public enum Expression: Hashable, Sendable {
    /// A name or a type, written as given (already a valid identifier).
    case identifier(String)
    /// `base.member`, or `.member` without a base.
    indirect case member(Expression?, String)
    /// `callee(label: value, …)`.
    indirect case call(Expression, [CallArgument])
    case double(Double)
    case bool(Bool)
    case string(String)
    case array([Expression])
    case `nil`
    /// Spelled already, straight from values (`SpelledText`).
    case spelled(SpelledText)

    /// A trailing member call, e.g. `.threshold(0.5, flickVelocity: 300)`.
    public static func dotCall(_ member: String, _ arguments: [CallArgument]) -> Expression {
        .call(.member(nil, member), arguments)
    }

    public static func typeCall(_ type: String, _ arguments: [CallArgument]) -> Expression {
        .call(.identifier(type), arguments)
    }
}

/// A call argument; `label` nil for an unlabeled one.
public struct CallArgument: Hashable, Sendable {
    public var label: String?
    public var value: Expression

    public init(_ label: String?, _ value: Expression) {
        self.label = label
        self.value = value
    }

    public static func unlabeled(_ value: Expression) -> CallArgument { CallArgument(nil, value) }
}
