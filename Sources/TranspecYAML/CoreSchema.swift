/// YAML 1.2 core schema resolution, written as a small byte scanner.
enum CoreSchema {
    static let tagPrefix = "tag:yaml.org,2002:"

    /// The value of a scalar: plain untagged scalars are resolved by their
    /// text, quoted or `!`-tagged ones are strings, and the standard tags
    /// `!!str`, `!!int`, `!!float`, `!!bool`, `!!null` are honoured.
    static func resolve(_ scalar: Scalar) -> CoreValue {
        guard let tag = scalar.tag else {
            return scalar.style == .plain ? resolvePlain(scalar.text) : .string(scalar.text)
        }
        guard tag.hasPrefix(tagPrefix) else { return .string(scalar.text) }
        let resolved = resolvePlain(scalar.text)
        switch tag.dropFirst(tagPrefix.count) {
        case "null": if case .null = resolved { return resolved }
        case "bool": if case .bool = resolved { return resolved }
        case "int":
            switch resolved {
            case .int, .integerOverflow: return resolved
            default: break
            }
        case "float":
            switch resolved {
            case .float: return resolved
            case .int(let value): return .float(Double(value))
            case .integerOverflow(let text): return .float(Double(text) ?? .nan)
            default: break
            }
        default: break
        }
        // A tagged value that does not match its tag stays a string; the spec
        // layer reports type mismatches with context.
        return .string(scalar.text)
    }

    static func resolvePlain(_ text: String) -> CoreValue {
        var contiguous = text
        return contiguous.withUTF8 { bytes in resolve(bytes, text: text) }
    }

    private static func resolve(_ bytes: UnsafeBufferPointer<UInt8>, text: String) -> CoreValue {
        guard let first = bytes.first else { return .null }
        // Decide by first byte and length before comparing any text: most
        // scalars in a spec are keys and words that resolve to strings.
        switch first {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            break
        case UInt8(ascii: "~"):
            return bytes.count == 1 ? .null : .string(text)
        case UInt8(ascii: "n"), UInt8(ascii: "N"):
            return bytes.count == 4 && (text == "null" || text == "Null" || text == "NULL") ? .null : .string(text)
        case UInt8(ascii: "t"), UInt8(ascii: "T"):
            return bytes.count == 4 && (text == "true" || text == "True" || text == "TRUE")
                ? .bool(true) : .string(text)
        case UInt8(ascii: "f"), UInt8(ascii: "F"):
            return bytes.count == 5 && (text == "false" || text == "False" || text == "FALSE")
                ? .bool(false) : .string(text)
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            switch text {
            case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .float(.infinity)
            case "-.inf", "-.Inf", "-.INF": return .float(-.infinity)
            case ".nan", ".NaN", ".NAN": return .float(.nan)
            default: break
            }
        default:
            return .string(text)
        }
        if bytes.count > 2 && first == UInt8(ascii: "0") {
            let radix: Int? = bytes[1] == UInt8(ascii: "o") ? 8 : bytes[1] == UInt8(ascii: "x") ? 16 : nil
            if let radix {
                let digits = UnsafeBufferPointer(rebasing: bytes[2...])
                guard digits.allSatisfy({ digitValue($0) < radix }) else { return .string(text) }
                if let value = Int(text.dropFirst(2), radix: radix) { return .int(value) }
                return .integerOverflow(text)
            }
        }
        switch numberShape(bytes) {
        case .integer:
            if let value = Int(text) { return .int(value) }
            return .integerOverflow(text)
        case .float:
            // Swift's Double(String) accepts exactly these forms; 1e309 gives +inf.
            return Double(text).map(CoreValue.float) ?? .string(text)
        case .notANumber:
            return .string(text)
        }
    }

    private enum NumberShape { case integer, float, notANumber }

    /// Matches `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`,
    /// and says whether it was the integer subset `[-+]?[0-9]+`.
    private static func numberShape(_ bytes: UnsafeBufferPointer<UInt8>) -> NumberShape {
        var index = 0
        let count = bytes.count
        func isDigit(_ i: Int) -> Bool { i < count && bytes[i] &- UInt8(ascii: "0") < 10 }
        func skipDigits() -> Int {
            let begin = index
            while isDigit(index) { index += 1 }
            return index - begin
        }
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") { index = 1 }
        let integerDigits = skipDigits()
        var isInteger = true
        if index < count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            isInteger = false
            let fractionDigits = skipDigits()
            if integerDigits == 0 && fractionDigits == 0 { return .notANumber }
        } else if integerDigits == 0 {
            return .notANumber
        }
        if index < count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            isInteger = false
            if index < count && (bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")) {
                index += 1
            }
            if skipDigits() == 0 { return .notANumber }
        }
        guard index == count else { return .notANumber }
        return isInteger ? .integer : .float
    }

    private static func digitValue(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
        default: return 99
        }
    }
}

extension Scalar {
    /// The YAML 1.2 core schema value of this scalar.
    public var coreValue: CoreValue { CoreSchema.resolve(self) }
}
