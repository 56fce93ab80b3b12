/// Expressions: on one line when they fit, else opened up one argument or
/// element per line. The writer tries the one-line form first and takes it
/// back when it is too wide, so nothing is measured or spelled ahead.
extension SwiftWriter {
    /// Writes `prefix` + `expression` + `suffix`, wrapping as needed.
    mutating func expression(_ expression: Expression, prefix: String = "", suffix: String = "") {
        if line(expression, prefix: prefix, suffix: suffix, onlyIfWithin: width) { return }
        guard let group = Group(expression), !group.children.isEmpty else {
            // A leaf wider than the line stays whole.
            _ = line(expression, prefix: prefix, suffix: suffix, onlyIfWithin: .max)
            return
        }
        // `prefix callee(` or `prefix [`, one child per line, then `)` or `]`.
        beginLine()
        append(prefix)
        if case .call(let callee, _) = expression { _ = writeFlat(callee, byteLimit: .max) }
        append(group.open)
        endLine()
        indented { writer in
            for (index, child) in group.children.enumerated() {
                let isLast = index == group.children.count - 1
                var value = child.value
                if case .commented(let comment, let commented) = value {
                    for line in comment.lines { writer.line("// " + line) }
                    value = commented
                }
                writer.expression(value, prefix: child.label.map { $0 + ": " } ?? "",
                                  suffix: isLast && !group.trailingComma ? "" : ",")
            }
        }
        line(group.close + suffix)
    }

    /// Writes the line `prefix` + `expression` + `suffix` and returns true
    /// if it takes at most `maxColumns`; otherwise writes nothing.
    mutating func line(_ expression: Expression, prefix: String, suffix: String, onlyIfWithin maxColumns: Int) -> Bool {
        let start = byteCount
        beginLine()
        let textStart = byteCount
        // An ASCII column is one byte, any column at most four: stop writing
        // once the line cannot fit.
        for bytesPerColumn in [1, 4] {
            let byteLimit = maxColumns > Int.max / 8 ? Int.max : textStart + bytesPerColumn * maxColumns
            append(prefix)
            if writeFlat(expression, byteLimit: byteLimit) {
                append(suffix)
                if columns(bytes[textStart...]) <= maxColumns {
                    endLine()
                    return true
                }
            }
            let isASCII = bytes[textStart...].allSatisfy { $0 < 0x80 }
            truncate(to: textStart)
            if isASCII { break }
        }
        truncate(to: start)
        return false
    }

    /// Appends the expression on one line; false once the text passes `byteLimit`.
    fileprivate mutating func writeFlat(_ expression: Expression, byteLimit: Int) -> Bool {
        switch expression {
        case .identifier(let name): append(name)
        case .member(let base, let member):
            if let base, !writeFlat(base, byteLimit: byteLimit) { return false }
            append(".")
            append(member)
        case .double(let value): append(SwiftLiteral.double(value))
        case .bool(let value): append(value ? "true" : "false")
        case .string(let text): append(SwiftLiteral.string(text))
        case .nil: append("nil")
        case .conditionalCast(let value, let type):
            guard writeFlat(value, byteLimit: byteLimit) else { return false }
            append(" as? ")
            append(type)
        case .commented:
            // A line comment cannot share a line with code that follows it.
            return false
        case .call(let callee, let arguments):
            guard writeFlat(callee, byteLimit: byteLimit) else { return false }
            return writeFlat(arguments, open: "(", close: ")", byteLimit: byteLimit)
        case .tuple(let elements):
            return writeFlat(elements, open: "(", close: ")", byteLimit: byteLimit)
        case .array(let elements):
            append("[")
            for (index, element) in elements.enumerated() {
                if index > 0 { append(", ") }
                guard writeFlat(element, byteLimit: byteLimit) else { return false }
            }
            append("]")
        }
        return byteCount <= byteLimit
    }
}

extension SwiftWriter {
    /// `(label: value, …)` on one line; false once the text passes `byteLimit`.
    fileprivate mutating func writeFlat(
        _ arguments: [Expression.Argument], open: String, close: String, byteLimit: Int
    ) -> Bool {
        append(open)
        for (index, argument) in arguments.enumerated() {
            if index > 0 { append(", ") }
            if let label = argument.label {
                append(label)
                append(": ")
            }
            guard writeFlat(argument.value, byteLimit: byteLimit) else { return false }
        }
        append(close)
        return byteCount <= byteLimit
    }
}

/// A call, array or tuple: what opens it (after a call's callee), its
/// labelled children, what closes it, and whether the last child keeps a
/// comma when opened up (`swift format` puts one after every element of a
/// wrapped array of two or more). An empty one is written `f()`, `[]`, `()`.
struct Group {
    var open: String
    var children: [Expression.Argument]
    var close: String
    var trailingComma: Bool

    init?(_ expression: Expression) {
        switch expression {
        case .call(_, let arguments):
            self.init(open: "(", children: arguments, close: ")", trailingComma: false)
        case .array(let elements):
            self.init(open: "[", children: elements.map { Expression.Argument(nil, $0) }, close: "]",
                      trailingComma: elements.count > 1)
        case .tuple(let elements):
            self.init(open: "(", children: elements, close: ")", trailingComma: false)
        default:
            return nil
        }
    }

    private init(open: String, children: [Expression.Argument], close: String, trailingComma: Bool) {
        self.open = open
        self.children = children
        self.close = close
        self.trailingComma = trailingComma
    }
}

/// Columns a line of code takes: one per Character. Generated code is
/// almost all ASCII, where that is the byte count, without segmenting
/// grapheme clusters.
func columns(_ text: String) -> Int {
    text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.count : text.count
}

func columns(_ utf8: ArraySlice<UInt8>) -> Int {
    utf8.allSatisfy { $0 < 0x80 } ? utf8.count : String(decoding: utf8, as: UTF8.self).count
}
