import TranspecYAML

/// YAML 1.2 core schema resolution of a plain scalar's text.
enum CoreSchema {
    static let tagPrefix = "tag:yaml.org,2002:"

    static func resolvePlain(_ text: String) -> CoreValue {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .float(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .float(-.infinity)
        case ".nan", ".NaN", ".NAN": return .float(.nan)
        default: break
        }
        if let integer = integer(text) { return integer }
        if isFloat(text), let value = Double(text) { return .float(value) }
        return .string(text)
    }

    private static func integer(_ text: String) -> CoreValue? {
        let scalars = Array(text.unicodeScalars)
        if text.hasPrefix("0o"), scalars.count > 2, scalars.dropFirst(2).allSatisfy({ ("0"..."7").contains($0) }) {
            return Int(text.dropFirst(2), radix: 8).map(CoreValue.int) ?? .integerOverflow(text)
        }
        if text.hasPrefix("0x"), scalars.count > 2, scalars.dropFirst(2).allSatisfy({ $0.properties.isASCIIHexDigit }) {
            return Int(text.dropFirst(2), radix: 16).map(CoreValue.int) ?? .integerOverflow(text)
        }
        let digits = scalars.first == "-" || scalars.first == "+" ? scalars.dropFirst() : scalars[...]
        guard !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return Int(text).map(CoreValue.int) ?? .integerOverflow(text)
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`
    private static func isFloat(_ text: String) -> Bool {
        var rest = Substring(text)
        func digits() -> Int {
            let count = rest.prefix { ("0"..."9").contains($0) }.count
            rest = rest.dropFirst(count)
            return count
        }
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        if rest.first == "." {
            rest = rest.dropFirst()
            guard digits() > 0 else { return false }
        } else {
            guard digits() > 0 else { return false }
            if rest.first == "." {
                rest = rest.dropFirst()
                _ = digits()
            }
        }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return rest.isEmpty
    }
}
