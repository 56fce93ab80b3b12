/// Renders a `SwiftFile` as Swift text, formatted as `swift format` would:
/// four-space indentation, a blank line between declarations (but between
/// a protocol's requirements), and expressions on one line when they fit in
/// `lineLength` columns, else one argument or element per line.
public struct SwiftWriter {
    public static let lineLength = 120

    public private(set) var text = ""
    private var indentation = 0

    public init() {}

    public static func render(_ file: SwiftFile) -> String {
        var writer = SwiftWriter()
        writer.file(file)
        return writer.text
    }

    mutating func file(_ file: SwiftFile) {
        header(file.header)
        declarations(file.declarations)
    }

    /// `// ` comment lines, then a blank line.
    mutating func header(_ lines: [String]) {
        for line in lines { self.line("// " + line) }
        if !lines.isEmpty { blankLine() }
    }

    /// The text's size so far.
    public var byteCount: Int { text.utf8.count }

    // MARK: Lines

    mutating func line(_ content: String) {
        if !content.isEmpty {
            text += Self.indent(indentation)
            text += content
        }
        text += "\n"
    }

    private static let indents = (0..<8).map { String(repeating: " ", count: $0 * 4) }

    private static func indent(_ level: Int) -> String {
        level < indents.count ? indents[level] : String(repeating: " ", count: level * 4)
    }

    mutating func blankLine() {
        line("")
    }

    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        indentation += 1
        body(&self)
        indentation -= 1
    }

    /// The columns left on a line at the current indentation.
    var width: Int { Self.lineLength - indentation * 4 }

    // MARK: Declarations

    /// `declarations`, a blank line between each two (`separated` false:
    /// none, as between a protocol's requirements).
    mutating func declarations(_ declarations: [Declaration], separated: Bool = true) {
        for (index, declaration) in declarations.enumerated() {
            if index > 0, separated { blankLine() }
            self.declaration(declaration)
        }
    }

    mutating func declaration(_ declaration: Declaration) {
        switch declaration {
        case .imports(let modules):
            for module in modules { line("import " + module) }
        case .conditional(let condition, let body):
            line("#if " + condition)
            declarations(body)
            line("#endif")
        case .type(let type):
            self.type(type)
        case .typeAlias(let alias):
            doc(alias.doc)
            let head = Self.modifiers(alias.access) + "typealias " + alias.name + " ="
            if head.count + 1 + alias.type.count <= width { return line(head + " " + alias.type) }
            line(head)
            indented { $0.line(alias.type) }
        case .property(let property):
            self.property(property)
        case .function(let function):
            self.function(function)
        }
    }

    mutating func doc(_ comment: DocComment?) {
        for line in comment?.lines ?? [] { self.line("/// " + line) }
    }

    private static func modifiers(_ access: AccessLevel?, isStatic: Bool = false) -> String {
        (access.map { $0.rawValue + " " } ?? "") + (isStatic ? "static " : "")
    }

    private mutating func type(_ type: TypeDeclaration) {
        doc(type.doc)
        for attribute in type.attributes { line(attribute) }
        let inherits = type.inherits.isEmpty ? "" : ": " + type.inherits.joined(separator: ", ")
        let head = Self.modifiers(type.access) + type.kind.rawValue + " " + type.name + inherits
        if type.members.isEmpty { return line(head + " {}") }
        line(head + " {")
        indented { $0.declarations(type.members, separated: type.kind != .protocol) }
        line("}")
    }

    private mutating func property(_ property: Property) {
        doc(property.doc)
        let head = Self.modifiers(property.access, isStatic: property.isStatic) + property.keyword + " " + property.name
        let typed = head + (property.type.map { ": " + $0 } ?? "")
        switch property.body {
        case .value(let value):
            expression(value, prefix: typed + " = ")
        case .computed(let value):
            let flat = typed + " { " + ExpressionLayout(value).flat + " }"
            if flat.count <= width { return line(flat) }
            line(typed + " {")
            indented { $0.expression(value) }
            line("}")
        case .requirement:
            line(typed + " { get }")
        }
    }

    private mutating func function(_ function: Function) {
        doc(function.doc)
        let name = Self.modifiers(function.access, isStatic: function.isStatic) + "func " + function.name
        let parameters = function.parameters.map { parameter in
            (parameter.label.map { $0 == parameter.name ? $0 : $0 + " " + parameter.name } ?? parameter.name)
                + ": " + parameter.type
        }
        let result = " -> " + function.returnType + " {"
        let flat = name + "(" + parameters.joined(separator: ", ") + ")" + result
        if flat.count <= width {
            line(flat)
        } else {
            line(name + "(")
            indented { writer in
                for (index, parameter) in parameters.enumerated() {
                    writer.line(parameter + (index < parameters.count - 1 ? "," : ""))
                }
            }
            line(")" + result)
        }
        indented { $0.expression(function.body) }
        line("}")
    }

    // MARK: Expressions

    /// Writes `prefix` + `expression` + `suffix`, wrapping as needed.
    mutating func expression(_ expression: Expression, prefix: String = "", suffix: String = "") {
        layout(ExpressionLayout(expression), prefix: prefix, suffix: suffix)
    }

    private mutating func layout(_ layout: ExpressionLayout, prefix: String, suffix: String) {
        guard prefix.count + layout.width + suffix.count > width, let parts = layout.parts else {
            return line(prefix + layout.flat + suffix)
        }
        // `prefix callee(` or `prefix [`, one child per line, then `)` or `]`.
        line(prefix + parts.open)
        indented { writer in
            for (index, child) in parts.children.enumerated() {
                let isLast = index == parts.children.count - 1
                writer.layout(child.layout, prefix: child.label.map { $0 + ": " } ?? "",
                              suffix: isLast && !parts.trailingComma ? "" : ",")
            }
        }
        line(parts.close + suffix)
    }
}
