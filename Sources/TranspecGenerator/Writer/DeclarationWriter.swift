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
            block { head in
                head.appendModifiers(namespace.access)
                head.append("enum ")
                head.append(namespace.name)
            } body: { $0.declarations(namespace.members) }
        case .type(let type):
            doc(type.doc)
            attributes(type.attributes)
            typeHeader(type)
            indented { $0.declarations(type.members) }
            line("}")
        case .protocolDeclaration(let proto):
            doc(proto.doc)
            attributes(proto.attributes)
            func head(_ head: inout CodeWriter) {
                head.appendModifiers(proto.access)
                head.append("protocol ")
                head.append(proto.name)
                head.appendInherits(proto.inherits)
            }
            if proto.requirements.isEmpty {
                startLine()
                head(&self)
                append(" {}")
                endLine()
            } else {
                block(head) { writer in
                    for requirement in proto.requirements { writer.property(requirement) }
                }
            }
        case .extensionDeclaration(let ext):
            block { head in
                head.append("extension ")
                head.append(ext.extended)
            } body: { $0.declarations(ext.members) }
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

    /// `public final class Name: A, B {`, built in place: nearly every
    /// header fits on its line.
    mutating func typeHeader(_ type: TypeDeclaration) {
        let start = startLine()
        appendModifiers(type.access)
        append(type.kind.rawValue)
        append(" ")
        append(type.name)
        appendInherits(type.inherits)
        append(" {")
        if lineFits(from: start) || type.inherits.isEmpty { return endLine() }
        // The wrapped form starts its own lines, indentation included.
        restartLine(at: start - indentation.utf8.count)
        typeHeader(Self.modifiers(type.access) + type.kind.rawValue + " " + type.name, inherits: type.inherits)
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

    mutating func appendModifiers(_ access: AccessLevel?) {
        guard let access else { return }
        append(access.rawValue)
        append(" ")
    }

    /// `: A, B` after a type's or protocol's name; nothing for none.
    mutating func appendInherits(_ names: [String]) {
        for (index, name) in names.enumerated() {
            append(index == 0 ? ": " : ", ")
            append(name)
        }
    }

    mutating func doc(_ doc: DocComment?) {
        for line in doc?.entries ?? [] {
            let start = startLine()
            guard let source = line.source else {
                append(line.text.isEmpty ? "///" : "/// ")
                append(line.text)
                endLine()
                continue
            }
            append("/// ")
            if !line.text.isEmpty {
                append(line.text)
                append(" ")
            }
            append("From ")
            append(citedPath(source.fileID))
            append(UInt8(ascii: ":"))
            // A number's text is a small string, made without allocating.
            append(String(source.line))
            append(UInt8(ascii: "."))
            // Rarely (a path or name with control characters) the line
            // needs sanitizing: spelled again the slow way.
            let textStart = start + "/// ".utf8.count
            if !lineIsInert(from: textStart) {
                let spelled = String(decoding: renderedLines[textStart...], as: UTF8.self)
                restartLine(at: start)
                append("/// ")
                append(DocComment.sanitize(spelled))
            }
            endLine()
        }
    }

    mutating func attributes(_ attributes: [String]) {
        for attribute in attributes { line(attribute) }
    }

    /// `<head> {`, the body one level in, then `}`: the head is written in
    /// place, so no string is joined for it.
    mutating func block(_ head: (inout CodeWriter) -> Void, body: (inout CodeWriter) -> Void) {
        startLine()
        head(&self)
        append(" {")
        endLine()
        indented(body)
        line("}")
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
            case .comment(let text):
                startLine()
                append("// ")
                append(DocComment.sanitize(text))
                endLine()
            case .block(let opener, let body, let closer):
                startLine()
                append(opener)
                append(" {")
                endLine()
                indented { $0.statements(body) }
                startLine()
                append("}")
                append(closer)
                endLine()
            }
        }
    }
}
