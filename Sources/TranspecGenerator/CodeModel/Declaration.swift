/// A top-level or member declaration of a generated file. Bodies of
/// functions and computed properties are statements; everything else is
/// structure the writer lays out.
public indirect enum Declaration: Hashable, Sendable {
    case imports([String])
    case namespace(Namespace)
    case type(TypeDeclaration)
    case protocolDeclaration(ProtocolDeclaration)
    case extensionDeclaration(ExtensionDeclaration)
    case function(Function)
    case property(Property)
    /// `#if <condition>` … `#endif` around declarations.
    case conditional(condition: String, [Declaration])
}

/// Access modifiers the generator uses; nil means the default (internal).
public enum AccessLevel: String, Hashable, Sendable {
    case `public`, `private`, `fileprivate`
}

/// `public enum X { static let … }`: a caseless enum holding constants.
public struct Namespace: Hashable, Sendable {
    public var doc: DocComment?
    public var access: AccessLevel?
    public var name: String
    public var members: [Declaration]
}

/// A class or struct with its members.
public struct TypeDeclaration: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable { case finalClass = "final class", `struct` }
    public var doc: DocComment?
    public var attributes: [String]
    public var access: AccessLevel?
    public var kind: Kind
    public var name: String
    public var inherits: [String]
    public var members: [Declaration]
}

/// A protocol: property requirements only (`var x: T { get }`).
public struct ProtocolDeclaration: Hashable, Sendable {
    public var doc: DocComment?
    public var attributes: [String]
    public var access: AccessLevel?
    public var name: String
    public var inherits: [String]
    public var requirements: [Property]
}

public struct ExtensionDeclaration: Hashable, Sendable {
    public var extended: String
    public var members: [Declaration]
}

/// One parameter: `label name: Type = default`.
public struct Parameter: Hashable, Sendable {
    public var label: String?
    public var name: String
    public var type: String
    public var defaultValue: String?

    public init(_ label: String? = nil, _ name: String, _ type: String, default defaultValue: String? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}

public struct Function: Hashable, Sendable {
    public var doc: DocComment?
    public var attributes: [String] = []
    public var access: AccessLevel?
    /// `func name`, or `init` when `isInitializer`.
    public var name: String
    public var isInitializer = false
    public var parameters: [Parameter]
    public var returnType: String?
    public var body: [Statement]
}

/// A stored property (`let`/`var` with an optional value), a computed one
/// (`body`), or a protocol requirement (`requirement`).
public struct Property: Hashable, Sendable {
    public enum Binding: String, Hashable, Sendable { case `let`, `var` }
    public var doc: DocComment?
    public var attributes: [String] = []
    public var access: AccessLevel?
    /// e.g. `private(set)`, written after the access level.
    public var setterAccess: String?
    public var isStatic = false
    public var binding: Binding
    public var name: String
    public var type: String?
    public var value: Expression?
    public var body: [Statement]?
    /// `{ get }` in a protocol.
    public var isRequirement = false
}
