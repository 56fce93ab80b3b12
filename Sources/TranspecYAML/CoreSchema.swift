/// YAML 1.2 core schema resolution, written as a small byte scanner.
package enum CoreSchema {
    package static let tagPrefix = "tag:yaml.org,2002:"

    /// The value of a scalar: plain untagged scalars are resolved by their
    /// text, quoted or `!`-tagged ones are strings, and the standard tags
    /// `!!str`, `!!int`, `!!float`, `!!bool`, `!!null` are honoured.
    static func resolve(_ scalar: Scalar) -> CoreValue {
        var text = scalar.text
        return text.withUTF8 { bytes in resolve(bytes, style: scalar.style, tag: scalar.tag) { scalar.text } }
    }

    static func resolve(_ node: Node, style: ScalarStyle) -> CoreValue {
        node.tree.withBytes(node.id) { bytes in
            resolve(bytes, style: style, tag: node.tag) { node.tree.string(node.id) }
        }
    }

    private static func resolve(
        _ bytes: UnsafeBufferPointer<UInt8>, style: ScalarStyle, tag: String?, text: () -> String
    ) -> CoreValue {
        guard let tag else {
            return style == .plain ? resolvePlain(bytes, text: text) : .string(text())
        }
        guard tag.hasPrefix(tagPrefix) else { return .string(text()) }
        let resolved = resolvePlain(bytes, text: text)
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
        return .string(text())
    }

    /// The value of a plain, untagged scalar's text.
    package static func resolvePlain(_ text: String) -> CoreValue {
        var contiguous = text
        return contiguous.withUTF8 { bytes in resolvePlain(bytes) { text } }
    }

    /// Decides by first byte and length before comparing any text: most
    /// scalars in a spec are keys and words that resolve to strings.
    static func resolvePlain(_ bytes: UnsafeBufferPointer<UInt8>, text: () -> String) -> CoreValue {
        guard let first = bytes.first else { return .null }
        switch first {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            break
        case UInt8(ascii: "~"):
            return bytes.count == 1 ? .null : .string(text())
        case UInt8(ascii: "n"), UInt8(ascii: "N"):
            return bytes.count == 4 && matches(bytes, "null", "Null", "NULL") ? .null : .string(text())
        case UInt8(ascii: "t"), UInt8(ascii: "T"):
            return bytes.count == 4 && matches(bytes, "true", "True", "TRUE") ? .bool(true) : .string(text())
        case UInt8(ascii: "f"), UInt8(ascii: "F"):
            return bytes.count == 5 && matches(bytes, "false", "False", "FALSE") ? .bool(false) : .string(text())
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            if matches(bytes, ".inf", ".Inf", ".INF") || matches(bytes, "+.inf", "+.Inf", "+.INF") {
                return .float(.infinity)
            }
            if matches(bytes, "-.inf", "-.Inf", "-.INF") { return .float(-.infinity) }
            if matches(bytes, ".nan", ".NaN", ".NAN") { return .float(.nan) }
        default:
            return .string(text())
        }
        if bytes.count > 2 && first == UInt8(ascii: "0") {
            let radix: Int? = bytes[1] == UInt8(ascii: "o") ? 8 : bytes[1] == UInt8(ascii: "x") ? 16 : nil
            if let radix {
                let digits = UnsafeBufferPointer(rebasing: bytes[2...])
                guard digits.allSatisfy({ digitValue($0) < radix }) else { return .string(text()) }
                return integer(digits, radix: radix, negative: false).map(CoreValue.int) ?? .integerOverflow(text())
            }
        }
        switch NumberShape(bytes) {
        case .integer:
            let negative = first == UInt8(ascii: "-")
            let digits = first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
                ? UnsafeBufferPointer(rebasing: bytes[1...]) : bytes
            return integer(digits, radix: 10, negative: negative).map(CoreValue.int) ?? .integerOverflow(text())
        case .float:
            return .float(DecimalParser.double(bytes) ?? .nan)
        case .notANumber:
            return .string(text())
        }
    }

    private static func matches(
        _ bytes: UnsafeBufferPointer<UInt8>, _ a: StaticString, _ b: StaticString, _ c: StaticString
    ) -> Bool {
        func equal(_ word: StaticString) -> Bool {
            word.utf8CodeUnitCount == bytes.count
                && bytes.elementsEqual(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
        }
        return equal(a) || equal(b) || equal(c)
    }

    /// Digits in `radix`, or nil when the value does not fit in `Int`.
    private static func integer(_ digits: UnsafeBufferPointer<UInt8>, radix: Int, negative: Bool) -> Int? {
        var magnitude: UInt = 0
        for byte in digits {
            let (shifted, overflow1) = magnitude.multipliedReportingOverflow(by: UInt(radix))
            let (sum, overflow2) = shifted.addingReportingOverflow(UInt(digitValue(byte)))
            if overflow1 || overflow2 { return nil }
            magnitude = sum
        }
        if negative {
            guard magnitude <= UInt(Int.max) + 1 else { return nil }
            return magnitude == UInt(Int.max) + 1 ? Int.min : -Int(magnitude)
        }
        return magnitude <= UInt(Int.max) ? Int(magnitude) : nil
    }

    static func digitValue(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
        default: return 99
        }
    }
}

/// Matches `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, and says
/// whether it was the integer subset `[-+]?[0-9]+`.
enum NumberShape {
    case integer, float, notANumber

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        // A flat scan: this runs for every number in a spec.
        let count = bytes.count
        var index = 0
        if count > 0 && (bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+")) { index = 1 }
        var integerDigits = 0
        while index < count && bytes[index] &- UInt8(ascii: "0") < 10 {
            integerDigits += 1
            index += 1
        }
        var isInteger = true
        if index < count && bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            var fractionDigits = 0
            while index < count && bytes[index] &- UInt8(ascii: "0") < 10 {
                fractionDigits += 1
                index += 1
            }
            if integerDigits == 0 && fractionDigits == 0 {
                self = .notANumber
                return
            }
        } else if integerDigits == 0 {
            self = .notANumber
            return
        }
        if index < count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            isInteger = false
            index += 1
            if index < count && (bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")) {
                index += 1
            }
            var exponentDigits = 0
            while index < count && bytes[index] &- UInt8(ascii: "0") < 10 {
                exponentDigits += 1
                index += 1
            }
            if exponentDigits == 0 {
                self = .notANumber
                return
            }
        }
        self = index != count ? .notANumber : isInteger ? .integer : .float
    }
}

/// The common numbers of a spec (`400`, `0.85`, `-1.5e2`) read in one pass.
/// It keeps `check` within 3× the instructions of a bare libyaml scan
/// (Docs/Performance.md).
enum DecimalScanner {
    /// The value of a plain decimal integer or float with at most 15
    /// significant digits and a decimal exponent within ±22, exactly as the
    /// core schema reads it; nil for anything else (the caller then resolves
    /// the scalar in full: hex, octal, long or special forms, strings).
    static func fastValue(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        let count = bytes.count
        var index = 0
        var negative = false
        if count > 0 && (bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+")) {
            negative = bytes[0] == UInt8(ascii: "-")
            index = 1
        }
        var mantissa: UInt64 = 0
        var digits = 0, significant = 0, exponent = 0
        var isInteger = true
        while index < count {
            let byte = bytes[index]
            let digit = byte &- UInt8(ascii: "0")
            if digit < 10 {
                digits += 1
                if mantissa != 0 || digit != 0 { significant += 1 }
                if !isInteger { exponent -= 1 }
                mantissa = mantissa &* 10 &+ UInt64(digit)
            } else if byte == UInt8(ascii: ".") && isInteger {
                isInteger = false
            } else {
                break
            }
            index += 1
        }
        guard digits > 0, significant <= 15 else { return nil }
        if index < count {
            guard bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") else { return nil }
            isInteger = false
            index += 1
            var exponentNegative = false
            if index < count && (bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")) {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            var written = 0, exponentDigits = 0
            while index < count {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit < 10, written < 1000 else { return nil }
                written = written * 10 + Int(digit)
                exponentDigits += 1
                index += 1
            }
            guard exponentDigits > 0 else { return nil }
            exponent += exponentNegative ? -written : written
        }
        // An integer widens without a sign: `-0` is 0, as the core schema's int.
        if isInteger && mantissa == 0 { return 0 }
        guard exponent >= -22 && exponent <= 22 else { return nil }
        var value = Double(mantissa)
        value = exponent < 0 ? value / DecimalParser.exactPowersOfTen[-exponent]
            : value * DecimalParser.exactPowersOfTen[exponent]
        return negative ? -value : value
    }
}

/// Decimal text to the nearest Double.
enum DecimalParser {
    static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// Text already matched by `NumberShape`. Up to 15 significant digits and
    /// a decimal exponent within ±22, the digits and the power of ten are
    /// both exact Doubles, so one IEEE multiply or divide rounds correctly
    /// (Clinger's fast path); anything else goes to the C library's strtod.
    static func double(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        var negative = false
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") {
            negative = bytes[0] == UInt8(ascii: "-")
            index = 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        var seenPoint = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                seenPoint = true
            } else if byte &- UInt8(ascii: "0") < 10 {
                if mantissa != 0 || byte != UInt8(ascii: "0") { digits += 1 }
                if digits > 15 { return slowPath(bytes) }
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                if seenPoint { exponent -= 1 }
            } else {
                break
            }
            index += 1
        }
        if index < bytes.count {
            // An exponent: [eE][-+]?digits.
            index += 1
            var exponentNegative = false
            if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            var written = 0
            while index < bytes.count {
                written = written * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                if written > 10_000 { return slowPath(bytes) }
                index += 1
            }
            exponent += exponentNegative ? -written : written
        }
        guard abs(exponent) <= 22 else { return slowPath(bytes) }
        var value = Double(mantissa)
        value = exponent < 0 ? value / exactPowersOfTen[-exponent] : value * exactPowersOfTen[exponent]
        return negative ? -value : value
    }

    private static func slowPath(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        Double(String(decoding: bytes, as: UTF8.self))
    }
}

extension Scalar {
    /// The YAML 1.2 core schema value of this scalar.
    package var coreValue: CoreValue { CoreSchema.resolve(self) }
}
