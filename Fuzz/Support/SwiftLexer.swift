/// A small Swift lexer for generated code. It returns the code's shape: one
/// entry per token, comments dropped, every identifier as "identifier",
/// every literal as "literal", and keywords, `#` directives, punctuation and
/// operators as their own text. It stops the fuzzer (`invariant`) on what the
/// compiler would reject or what spec text must never cause: an unterminated
/// string or comment, unbalanced () [] {} or #if, an illegal identifier, a
/// bad escape, or a control or format character in a literal or comment.
/// Iterative: interpolations and brackets live on explicit stacks.
struct SwiftLexer {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private(set) var shape: [String] = []
    /// Open brackets, innermost last; "\\(" opens an interpolation.
    private var brackets: [(open: String, at: Int)] = []
    /// Open string literals and interpolations, innermost last.
    private var contexts: [Context] = []
    private enum Context { case string(hashes: Int, multiline: Bool), interpolation }
    private var conditionals = 0

    static func shape(of text: String) -> [String] {
        var lexer = SwiftLexer(scalars: Array(text.unicodeScalars))
        lexer.run()
        return lexer.shape
    }

    private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    /// Line and column of `at`, for messages.
    private func place(_ at: Int) -> String {
        var line = 1, column = 1
        for scalar in scalars[..<min(at, scalars.count)] {
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        let lineStart = scalars[..<min(at, scalars.count)].lastIndex(of: "\n").map { $0 + 1 } ?? 0
        let lineEnd = scalars[min(at, scalars.count)...].firstIndex(of: "\n") ?? scalars.count
        var context = String.UnicodeScalarView()
        context.append(contentsOf: scalars[lineStart..<lineEnd])
        return "\(line):\(column) in line: \(String(context).debugDescription)"
    }

    private func fail(_ message: String, at: Int) -> Never {
        fatalError("fuzz invariant violated: generated Swift: \(message) at \(place(at))")
    }

    private var inString: Bool {
        if case .string = contexts.last { return true }
        return false
    }

    private mutating func run() {
        while index < scalars.count {
            if inString { lexStringPart() } else { lexCodeToken() }
        }
        if !contexts.isEmpty { fail("unterminated string literal", at: scalars.count) }
        if let open = brackets.last { fail("unclosed '\(open.open)'", at: open.at) }
        if conditionals != 0 { fail("\(conditionals) unclosed #if", at: scalars.count) }
    }

    // MARK: Code

    private mutating func lexCodeToken() {
        let start = index
        let scalar = scalars[index]
        switch scalar {
        case " ", "\t", "\n", "\r":
            index += 1
        case "/" where peek(1) == "/":
            while let next = peek(), next != "\n", next != "\r" { checkCommentScalar(next); index += 1 }
        case "/" where peek(1) == "*":
            lexBlockComment()
        case "\"":
            lexStringStart(hashes: 0)
        case "#":
            var hashes = 0
            while peek(hashes) == "#" { hashes += 1 }
            if peek(hashes) == "\"" {
                index += hashes
                lexStringStart(hashes: hashes)
            } else if let next = peek(1), SwiftIdentifier.isHead(next) {
                index += 1
                let word = lexWord()
                let directive = "#" + word
                if directive == "#if" { conditionals += 1 }
                if directive == "#endif" { conditionals -= 1 }
                if conditionals < 0 { fail("#endif without #if", at: start) }
                shape.append(directive)
            } else {
                index += 1
                shape.append("#")
            }
        case "0"..."9":
            lexNumber()
        case "`":
            index += 1
            let nameStart = index
            while let next = peek(), next != "`", next != "\n" { index += 1 }
            guard peek() == "`" else { fail("unterminated backticked identifier", at: start) }
            if !SwiftIdentifier.isValid(scalars[nameStart..<index]) { fail("illegal backticked identifier", at: start) }
            index += 1
            shape.append("identifier")
        case "$":
            index += 1
            let word = lexWord()
            let legal = (!word.isEmpty && word.unicodeScalars.allSatisfy { ("0"..."9").contains($0) })
                || SwiftIdentifier.isValid(word.unicodeScalars)
            if !legal { fail("illegal $ identifier '$\(word)'", at: start) }
            shape.append("identifier")
        case "(", "[", "{":
            index += 1
            brackets.append((String(scalar), start))
            shape.append(String(scalar))
        case ")", "]", "}":
            index += 1
            guard let open = brackets.popLast() else { fail("'\(scalar)' closes nothing", at: start) }
            let expected: Unicode.Scalar = open.open == "[" ? "]" : open.open == "{" ? "}" : ")"
            if scalar != expected { fail("'\(scalar)' closes '\(open.open)' from \(place(open.at))", at: start) }
            if open.open == "\\(" { contexts.removeLast() }  // back inside the string
            shape.append(String(scalar))
        case ",", ":", ";", "@", "\\":
            index += 1
            shape.append(String(scalar))
        case ".":
            if peek(1) == "." {
                var run = ""
                while let next = peek(), next == "." || next == "<" { run.unicodeScalars.append(next); index += 1 }
                shape.append(run)
            } else {
                index += 1
                shape.append(".")
            }
        case _ where Self.operatorCharacters.contains(scalar):
            var run = ""
            while let next = peek(), Self.operatorCharacters.contains(next),
                  !(next == "/" && (peek(1) == "/" || peek(1) == "*")) {
                run.unicodeScalars.append(next)
                index += 1
            }
            shape.append(run)
        case _ where scalar == "_" || scalar.value >= 0x80 || scalar.properties.isAlphabetic && scalar.isASCII:
            let word = lexWord()
            if !SwiftIdentifier.isValid(word.unicodeScalars) { fail("illegal identifier '\(word.debugDescription)'", at: start) }
            shape.append(SwiftIdentifier.reserved.contains(word) ? word : "identifier")
        default:
            fail("unexpected character U+\(String(scalar.value, radix: 16, uppercase: true))", at: start)
        }
    }

    static let operatorCharacters = Set("/=-+!*%<>&|^~?".unicodeScalars)

    /// A maximal run of ASCII letters, digits and `_` and of any non-ASCII
    /// scalar but whitespace: what a typo or hostile name could glue together.
    private mutating func lexWord() -> String {
        var word = String.UnicodeScalarView()
        while let next = peek() {
            let isWordASCII = next == "_" || ("a"..."z").contains(next) || ("A"..."Z").contains(next)
                || ("0"..."9").contains(next)
            guard isWordASCII || (next.value >= 0x80 && !next.properties.isWhitespace) else { break }
            word.append(next)
            index += 1
        }
        return String(word)
    }

    private mutating func lexNumber() {
        let start = index
        var text = ""
        while let next = peek() {
            let isPart = ("0"..."9").contains(next) || ("a"..."z").contains(next) || ("A"..."Z").contains(next)
                || next == "_" || (next == "." && peek(1).map { ("0"..."9").contains($0) } == true)
                || ((next == "-" || next == "+") && (text.hasSuffix("e") || text.hasSuffix("E")) && !text.hasPrefix("0x"))
            guard isPart else { break }
            text.unicodeScalars.append(next)
            index += 1
        }
        let digits = String(text.filter { $0 != "_" })
        let valid = text.hasPrefix("0x") ? Int(digits.dropFirst(2), radix: 16) != nil
            : text.hasPrefix("0b") ? Int(digits.dropFirst(2), radix: 2) != nil
            : text.hasPrefix("0o") ? Int(digits.dropFirst(2), radix: 8) != nil
            : Double(digits) != nil && digits.allSatisfy { $0.isASCII && ($0.isNumber || "eE.+-".contains($0)) }
        if !valid { fail("malformed number '\(text)'", at: start) }
        shape.append("literal")
    }

    private mutating func lexBlockComment() {
        let start = index
        var depth = 0
        repeat {
            guard let next = peek() else { fail("unterminated /* comment", at: start) }
            if next == "/" && peek(1) == "*" { depth += 1; index += 2; continue }
            if next == "*" && peek(1) == "/" { depth -= 1; index += 2; continue }
            if next != "\n" { checkCommentScalar(next) }
            index += 1
        } while depth > 0
    }

    /// Comments carry spec text (summaries, names) made single-line and
    /// inert by `DocComment`: no control, format or separator character.
    private func checkCommentScalar(_ scalar: Unicode.Scalar) {
        if scalar == "\t" { return }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator:
            fail("U+\(String(scalar.value, radix: 16, uppercase: true)) in a comment", at: index)
        default: break
        }
    }

    // MARK: Strings

    private mutating func lexStringStart(hashes: Int) {
        let multiline = peek(1) == "\"" && peek(2) == "\""
        index += multiline ? 3 : 1
        if multiline {
            while peek() == " " || peek() == "\t" { index += 1 }
            guard peek() == "\n" else { fail("text after opening \"\"\"", at: index) }
        }
        contexts.append(.string(hashes: hashes, multiline: multiline))
        shape.append("literal")
    }

    private mutating func lexStringPart() {
        guard case .string(let hashes, let multiline) = contexts.last! else { return }
        let start = index
        let scalar = scalars[index]
        let quotes = multiline ? 3 : 1
        if scalar == "\"" && (0..<quotes).allSatisfy({ peek($0) == "\"" })
            && (0..<hashes).allSatisfy({ peek(quotes + $0) == "#" }) {
            index += quotes + hashes
            contexts.removeLast()
            return
        }
        if scalar == "\\" && (0..<hashes).allSatisfy({ peek(1 + $0) == "#" }) {
            index += 1 + hashes
            lexEscape(from: start, multiline: multiline)
            return
        }
        if !multiline && (scalar == "\n" || scalar == "\r") { fail("unterminated string literal", at: start) }
        if scalar != "\t" && scalar != "\n" {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                fail("raw U+\(String(scalar.value, radix: 16, uppercase: true)) in a string literal", at: start)
            default: break
            }
        }
        index += 1
    }

    private mutating func lexEscape(from start: Int, multiline: Bool) {
        guard let next = peek() else { fail("unterminated escape", at: start) }
        index += 1
        switch next {
        case "0", "\\", "t", "n", "r", "\"", "'":
            return
        case "(":
            brackets.append(("\\(", start))
            contexts.append(.interpolation)
            shape.append("\\(")
        case "u":
            guard peek() == "{" else { fail("\\u without {", at: start) }
            index += 1
            var hex = ""
            while let digit = peek(), digit != "}", hex.count < 9 { hex.unicodeScalars.append(digit); index += 1 }
            guard peek() == "}", (1...8).contains(hex.count), let value = UInt32(hex, radix: 16),
                  Unicode.Scalar(value) != nil
            else { fail("bad \\u{\(hex)} escape", at: start) }
            index += 1
        case "\n" where multiline:
            return
        default:
            fail("invalid escape \\\(next.escaped(asASCII: true))", at: start)
        }
    }
}
