/// A top-level or member declaration of a generated file.
package indirect enum Declaration: Hashable, Sendable {
    case imports([Import])
    /// `#if <condition>` … `#endif` around declarations.
    case conditional(condition: String, [Declaration])
    /// `enum`, `protocol` or `extension` with members.
    case type(TypeDeclaration)
    /// `typealias Name = Type`.
    case typeAlias(TypeAlias)
    case property(Property)
    case function(Function)
    /// `case a, b = "raw"`: an enum's cases, one declaration.
    case enumCases([EnumCase])
}

/// One case of a generated enum, with its raw value when the name alone
/// would not give it (`case halfOpen = "half-open"`).
package struct EnumCase: Hashable, Sendable {
    package var name: String
    package var rawValue: String?

    package init(_ name: String, rawValue: String? = nil) {
        self.name = name
        self.rawValue = rawValue
    }
}

/// `import Module`, or `@_spi(Name) import Module` for a library's
/// interface to generated code.
package struct Import: Hashable, Sendable {
    package var module: String
    package var spi: String?

    package init(_ module: String, spi: String? = nil) {
        self.module = module
        self.spi = spi
    }
}

/// Access modifiers the generator uses; `internal` is written as no modifier.
package enum AccessLevel: String, Hashable, Sendable, CaseIterable {
    case `internal`, `package`, `public`, `private`
}

/// A declaration with a body of members: an `enum` holding constants (or
/// cases), a `protocol` of requirements, an `extension`, or a final class.
package struct TypeDeclaration: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable {
        case `enum`, `protocol`, `extension`
        case finalClass = "final class"
    }

    package var doc: DocComment?
    package var attributes: [String] = []
    package var access: AccessLevel?
    package var kind: Kind
    package var name: String
    package var inherits: [String] = []
    package var members: [Declaration] = []
}

package struct TypeAlias: Hashable, Sendable {
    package var doc: DocComment?
    package var access: AccessLevel?
    package var name: String
    package var type: String
}

/// A stored constant (`let` with a value), a computed property (`var` with
/// a body), or a protocol requirement (`var name: Type { get }`).
package struct Property: Hashable, Sendable {
    package enum Body: Hashable, Sendable {
        /// `= value`.
        case value(Expression)
        /// `{ value }`, computed each time.
        case computed(Expression)
        /// `{ get }` in a protocol.
        case requirement
    }

    package var doc: DocComment?
    package var access: AccessLevel?
    package var isStatic = false
    package var name: String
    package var type: String?
    package var body: Body

    /// `let` for a stored constant, `var` otherwise.
    package var keyword: String {
        if case .value = body { "let" } else { "var" }
    }
}

/// `func name(label name: Type) -> Result { expression }`: every generated
/// function returns one expression.
package struct Function: Hashable, Sendable {
    package struct Parameter: Hashable, Sendable {
        package var label: String?
        package var name: String
        package var type: String
    }

    package var doc: DocComment?
    package var access: AccessLevel?
    package var isStatic = false
    package var name: String
    package var parameters: [Parameter]
    package var returnType: String
    package var body: Expression
}
