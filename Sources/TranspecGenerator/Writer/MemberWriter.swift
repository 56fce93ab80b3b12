/// Renders functions and properties, building their lines in place.
extension CodeWriter {
    mutating func function(_ function: Function) {
        doc(function.doc)
        attributes(function.attributes)
        // On one line when it fits, else one parameter per line.
        let start = startLine()
        functionHead(function)
        for (index, parameter) in function.parameters.enumerated() {
            if index > 0 { append(", ") }
            self.parameter(parameter)
        }
        functionTail(function)
        if !lineFits(from: start) {
            restartLine(at: start)
            functionHead(function)
            endLine()
            indented { writer in
                for (index, parameter) in function.parameters.enumerated() {
                    writer.startLine()
                    writer.parameter(parameter)
                    if index < function.parameters.count - 1 { writer.append(",") }
                    writer.endLine()
                }
            }
            startLine()
            functionTail(function)
        }
        endLine()
        indented { $0.statements(function.body) }
        line("}")
    }

    /// `public func name(`
    private mutating func functionHead(_ function: Function) {
        append(Self.modifiers(function.access))
        append(function.isInitializer ? "init" : "func ")
        if !function.isInitializer { append(function.name) }
        append("(")
    }

    /// `) -> Type {`
    private mutating func functionTail(_ function: Function) {
        append(")")
        if let returnType = function.returnType {
            append(" -> ")
            append(returnType)
        }
        append(" {")
    }

    /// `label name: Type = default`
    private mutating func parameter(_ parameter: Parameter) {
        if let label = parameter.label, label != parameter.name {
            append(label)
            append(" ")
        }
        append(parameter.name)
        append(": ")
        append(parameter.type)
        if let defaultValue = parameter.defaultValue {
            append(" = ")
            append(defaultValue)
        }
    }

    mutating func property(_ property: Property) {
        doc(property.doc)
        // `@MainActor` goes on its own line; modifiers such as `weak` follow the access level.
        for attribute in property.attributes where attribute.hasPrefix("@") { line(attribute) }
        if let value = property.value, !property.isRequirement, property.body == nil {
            return expression(value) { prefix in
                Self.appendHead(of: property, to: &prefix)
                prefix.append(" = ")
            }
        }
        let start = startLine()
        appendHead(of: property)
        if property.isRequirement {
            append(" { get }")
        } else if let body = property.body {
            if case .line(let single)? = body.first, body.count == 1 {
                append(" { ")
                append(single)
                append(" }")
                if lineFits(from: start) { return endLine() }
                restartLine(at: start)
                appendHead(of: property)
            }
            append(" {")
            endLine()
            indented { $0.statements(body) }
            return line("}")
        }
        endLine()
    }

    /// `public static var name: Type`, as a line or an expression's prefix starts.
    static func appendHead(of property: Property, to bytes: inout ByteBuffer) {
        if let access = property.access {
            bytes.append(access.rawValue)
            bytes.append(" ")
        }
        for modifier in property.attributes where !modifier.hasPrefix("@") {
            bytes.append(modifier)
            bytes.append(" ")
        }
        if let setterAccess = property.setterAccess {
            bytes.append(setterAccess)
            bytes.append(" ")
        }
        if property.isStatic { bytes.append("static ") }
        bytes.append(property.binding.rawValue)
        bytes.append(" ")
        bytes.append(property.name)
        if let type = property.type {
            bytes.append(": ")
            bytes.append(type)
        }
    }

    private mutating func appendHead(of property: Property) {
        append { Self.appendHead(of: property, to: &$0) }
    }
}
