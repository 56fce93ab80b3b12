/// A statement in a body. Blocks nest, so the writer owns indentation.
/// Unboxed but for the rare largest case: most bodies are lines.
public enum Statement: Hashable, Sendable {
    /// One line of code, e.g. `self.driver = driver`.
    case line(String)
    /// An expression the writer may wrap, e.g. a long initializer call,
    /// after `prefix` (e.g. `let driver = `).
    case expression(prefix: String, Expression)
    /// `opener {` body `}`; `closer` continues after the brace (e.g. `)`).
    case block(opener: String, body: [Statement], closer: String)
    /// `prefix` + a call + a trailing closure: `let driver = X(…) { [weak self] _ in` … `}`.
    indirect case trailingClosure(prefix: String, call: Expression, closureHead: String, body: [Statement])
    /// A `// why` comment line.
    case comment(String)

    public static func block(_ opener: String, _ body: [Statement]) -> Statement {
        .block(opener: opener, body: body, closer: "")
    }
}
