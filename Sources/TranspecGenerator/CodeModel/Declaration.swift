/// A top-level or member declaration of a generated file.
public indirect enum Declaration: Hashable, Sendable {
    case imports([String])
    /// `#if <condition>` … `#endif` around declarations.
    case conditional(condition: String, [Declaration])
    /// `enum`, `protocol` or `extension` with members.
    case type(TypeDeclaration)
    /// `typealias Name = Type`.
    case typeAlias(TypeAlias)
    case property(Property)
    case function(Function)
}

/// Access modifiers the generator uses; nil means the default (internal).
public enum AccessLevel: String, Hashable, Sendable {
    case `public`, `private`
}

/// A declaration with a body of members: a caseless `enum` holding
/// constants, a `protocol` of requirements, or an `extension`.
public struct TypeDeclaration: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case `enum`, `protocol`, `extension`
    }

    public var doc: DocComment?
    public var attributes: [String] = []
    public var access: AccessLevel?
    public var kind: Kind
    public var name: String
    public var inherits: [String] = []
    public var members: [Declaration] = []
}

public struct TypeAlias: Hashable, Sendable {
    public var doc: DocComment?
    public var access: AccessLevel?
    public var name: String
    public var type: String
}

/// A stored constant (`let` with a value), a computed property (`var` with
/// a body), or a protocol requirement (`var name: Type { get }`).
public struct Property: Hashable, Sendable {
    public enum Body: Hashable, Sendable {
        /// `= value`.
        case value(Expression)
        /// `{ value }`, computed each time.
        case computed(Expression)
        /// `{ get }` in a protocol.
        case requirement
    }

    public var doc: DocComment?
    public var access: AccessLevel?
    public var isStatic = false
    public var name: String
    public var type: String?
    public var body: Body

    /// `let` for a stored constant, `var` otherwise.
    public var keyword: String {
        if case .value = body { "let" } else { "var" }
    }
}

/// `func name(label name: Type) -> Result { expression }`: every generated
/// function returns one expression.
public struct Function: Hashable, Sendable {
    public struct Parameter: Hashable, Sendable {
        public var label: String?
        public var name: String
        public var type: String
    }

    public var doc: DocComment?
    public var access: AccessLevel?
    public var isStatic = false
    public var name: String
    public var parameters: [Parameter]
    public var returnType: String
    public var body: Expression
}
