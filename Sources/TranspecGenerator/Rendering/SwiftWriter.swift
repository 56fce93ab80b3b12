/// Renders a `SwiftFile` as Swift text, formatted as `swift format` would:
/// four-space indentation, a blank line between declarations (but between
/// a protocol's requirements), and expressions on one line when they fit in
/// `lineLength` columns, else one argument or element per line.
package struct SwiftWriter {
    package static let lineLength = 120

    /// The text as UTF-8, the form it is written to disk in.
    package private(set) var bytes: [UInt8] = []

    /// The text so far.
    package var text: String { String(decoding: bytes, as: UTF8.self) }
    private var indentation = 0

    package init() {}

    package static func render(_ file: SwiftFile) -> String {
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

    /// Makes room for `count` bytes of text in all.
    mutating func reserveCapacity(_ count: Int) {
        bytes.reserveCapacity(count)
    }

    /// The text's size so far.
    package var byteCount: Int { bytes.count }

    // MARK: Lines

    mutating func line(_ content: String) {
        if !content.isEmpty {
            bytes.append(contentsOf: Self.indent(indentation).utf8)
            bytes.append(contentsOf: content.utf8)
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// A line whose pieces are appended between these two.
    mutating func beginLine() {
        bytes.append(contentsOf: Self.indent(indentation).utf8)
    }

    mutating func endLine() {
        bytes.append(UInt8(ascii: "\n"))
    }

    mutating func append(_ piece: String) {
        bytes.append(contentsOf: piece.utf8)
    }

    /// Text another writer wrote, at the same indentation.
    mutating func append(_ utf8: [UInt8]) {
        bytes.append(contentsOf: utf8)
    }

    /// Takes back what was written after `count` bytes.
    mutating func truncate(to count: Int) {
        bytes.removeSubrange(count...)
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
        case .imports(let imports):
            for item in imports { line((item.spi.map { "@_spi(\($0)) " } ?? "") + "import " + item.module) }
        case .conditional(let condition, let body):
            line("#if " + condition)
            declarations(body)
            line("#endif")
        case .type(let type):
            self.type(type)
        case .typeAlias(let alias):
            doc(alias.doc)
            let head = Self.modifiers(alias.access) + "typealias " + alias.name + " ="
            if columns(head) + 1 + columns(alias.type) <= width { return line(head + " " + alias.type) }
            line(head)
            indented { $0.line(alias.type) }
        case .property(let property):
            self.property(property)
        case .function(let function):
            self.function(function)
        case .enumCases(let cases):
            let written = cases.map { $0.name + ($0.rawValue.map { " = " + SwiftLiteral.string($0) } ?? "") }
            let flat = "case " + written.joined(separator: ", ")
            if columns(flat) <= width { return line(flat) }
            for item in written { line("case " + item) }
        }
    }

    mutating func doc(_ comment: DocComment?) {
        for line in comment?.lines ?? [] {
            beginLine()
            bytes.append(contentsOf: "/// ".utf8)
            bytes.append(contentsOf: line.utf8)
            endLine()
        }
    }

    private static func modifiers(_ access: AccessLevel?, isStatic: Bool = false) -> String {
        (access.flatMap { $0 == .internal ? nil : $0.rawValue + " " } ?? "") + (isStatic ? "static " : "")
    }

    private mutating func type(_ type: TypeDeclaration) {
        doc(type.doc)
        for attribute in type.attributes { line(attribute) }
        let name = Self.modifiers(type.access) + type.kind.rawValue + " " + type.name
        let inherits = type.inherits.joined(separator: ", ")
        let head = inherits.isEmpty ? name : name + ": " + inherits
        if inherits.isEmpty || columns(head) + 3 <= width {
            if type.members.isEmpty { return line(head + " {}") }
            line(head + " {")
        } else {
            // A head too long for one line breaks after the colon, as swift-format does, and
            // the brace then stands alone.
            line(name + ":")
            indented { $0.line(inherits) }
            if type.members.isEmpty { return line("{}") }
            line("{")
        }
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
            if line(value, prefix: typed + " { ", suffix: " }", onlyIfWithin: width) { return }
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
        if columns(flat) <= width {
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
}
