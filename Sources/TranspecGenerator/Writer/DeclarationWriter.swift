/// Renders declarations and statements.
extension CodeWriter {
    mutating func declarations(_ declarations: [Declaration]) {
        var spacing = DeclarationSpacing()
        if rendersInParallel && declarations.count >= Self.parallelThreshold {
            return run(DeclarationRun(declarations, { [$0] }), spacing: &spacing)
        }
        for declaration in declarations {
            spacing.next(declaration, in: &self)
            self.declaration(declaration)
        }
    }

    mutating func declaration(_ declaration: Declaration) {
        switch declaration {
        case .imports(let modules):
            for module in modules.sorted() { line("import \(module)") }
        case .namespace(let namespace):
            doc(namespace.doc)
            block(Self.modifiers(namespace.access) + "enum \(namespace.name)") { $0.declarations(namespace.members) }
        case .type(let type):
            doc(type.doc)
            attributes(type.attributes)
            typeHeader(Self.modifiers(type.access) + type.kind.rawValue + " " + type.name, inherits: type.inherits)
            indented { $0.declarations(type.members) }
            line("}")
        case .protocolDeclaration(let proto):
            doc(proto.doc)
            attributes(proto.attributes)
            let inherits = proto.inherits.isEmpty ? "" : ": " + proto.inherits.joined(separator: ", ")
            let head = Self.modifiers(proto.access) + "protocol " + proto.name + inherits
            if proto.requirements.isEmpty {
                line(head + " {}")
            } else {
                block(head) { writer in
                    for requirement in proto.requirements { writer.property(requirement) }
                }
            }
        case .extensionDeclaration(let ext):
            block("extension " + ext.extended) { $0.declarations(ext.members) }
        case .function(let function):
            self.function(function)
        case .property(let property):
            self.property(property)
        case .conditional(let condition, let body):
            line("#if " + condition)
            declarations(body)
            line("#endif")
        }
    }

    /// `head: A, B {` on one line when it fits; otherwise as swift-format wraps
    /// it: the inheritance list packed after the colon, continued one level
    /// in, and the brace on a line of its own.
    mutating func typeHeader(_ head: String, inherits: [String]) {
        let flat = head + (inherits.isEmpty ? "" : ": " + inherits.joined(separator: ", ")) + " {"
        guard !fits(flat), let first = inherits.first else { return line(flat) }
        var lines = [head + ": " + first]
        for name in inherits.dropFirst() {
            let extended = lines[lines.count - 1] + ", " + name
            let continuation = lines.count > 1 ? Self.indentUnit : ""
            if fits(continuation + extended) {
                lines[lines.count - 1] = extended
            } else {
                lines[lines.count - 1] += ","
                lines.append(name)
            }
        }
        line(lines[0])
        if lines.count > 1 { indented { writer in for text in lines.dropFirst() { writer.line(text) } } }
        line("{")
    }

    static func modifiers(_ access: AccessLevel?) -> String {
        access.map { $0.rawValue + " " } ?? ""
    }

    mutating func doc(_ doc: DocComment?) {
        for text in doc?.lines ?? [] { line(text.isEmpty ? "///" : "/// " + text) }
    }

    mutating func attributes(_ attributes: [String]) {
        for attribute in attributes { line(attribute) }
    }

    mutating func block(_ opener: String, _ body: (inout CodeWriter) -> Void) {
        line(opener + " {")
        indented(body)
        line("}")
    }

    mutating func function(_ function: Function) {
        doc(function.doc)
        attributes(function.attributes)
        let head = Self.modifiers(function.access) + (function.isInitializer ? "init" : "func " + function.name)
        let returns = function.returnType.map { " -> " + $0 } ?? ""
        let parameters = function.parameters.map(Self.parameter)
        let flat = head + "(" + parameters.joined(separator: ", ") + ")" + returns + " {"
        if fits(flat) {
            line(flat)
        } else {
            line(head + "(")
            indented { writer in
                for (index, parameter) in parameters.enumerated() {
                    writer.line(parameter + (index == parameters.count - 1 ? "" : ","))
                }
            }
            line(")" + returns + " {")
        }
        indented { $0.statements(function.body) }
        line("}")
    }

    static func parameter(_ parameter: Parameter) -> String {
        let names = parameter.label.map { $0 == parameter.name ? $0 : $0 + " " + parameter.name } ?? parameter.name
        return names + ": " + parameter.type + (parameter.defaultValue.map { " = " + $0 } ?? "")
    }

    mutating func property(_ property: Property) {
        doc(property.doc)
        // `@MainActor` goes on its own line; modifiers such as `weak` follow the access level.
        attributes(property.attributes.filter { $0.hasPrefix("@") })
        var head = Self.modifiers(property.access)
        for modifier in property.attributes where !modifier.hasPrefix("@") { head += modifier + " " }
        if let setterAccess = property.setterAccess { head += setterAccess + " " }
        if property.isStatic { head += "static " }
        head += property.binding.rawValue + " " + property.name + (property.type.map { ": " + $0 } ?? "")
        if property.isRequirement {
            line(head + " { get }")
        } else if let body = property.body {
            if case .line(let single)? = body.first, body.count == 1, fits(head + " { " + single + " }") {
                line(head + " { " + single + " }")
            } else {
                block(head) { $0.statements(body) }
            }
        } else if let value = property.value {
            expression(value, prefix: head + " = ")
        } else {
            line(head)
        }
    }

    mutating func statements(_ statements: [Statement]) {
        for statement in statements {
            switch statement {
            case .line(let text): line(text)
            case .expression(let prefix, let value): expression(value, prefix: prefix)
            case .trailingClosure(let prefix, let call, let head, let body):
                expression(call, prefix: prefix, suffix: " { " + head)
                indented { $0.statements(body) }
                line("}")
            case .comment(let text): line("// " + DocComment.sanitize(text))
            case .block(let opener, let body, let closer):
                line(opener + " {")
                indented { $0.statements(body) }
                line("}" + closer)
            }
        }
    }
}
