/// What must never reach a terminal from spec text, as the renderer promises
/// (`VisibleText`): C0 controls but LF (HostileInputTests counts tab too),
/// DEL and C1, bidirectional controls, LS, PS and the BOM.
func unsafeForTerminal(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A: return false
    case 0x09: return !KnownBugs.tolerated("tab-in-message")
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029, 0xFEFF: return true
    default: return false
    }
}

/// A JSON validator (RFC 8259) with an explicit stack: returns nil when
/// `text` is one valid JSON value, else why not.
func jsonProblem(_ text: String) -> String? {
    let bytes = Array(text.utf8)
    var index = 0
    // Open containers: "[" or "{"; `expectValue` says what may come next.
    var stack: [UInt8] = []
    var expectValue = true
    func skipSpace() { while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 } }
    func string() -> String? {
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { index += 1; return nil }
            if byte < 0x20 { return "raw control byte \(byte) in a string at \(index)" }
            if byte == UInt8(ascii: "\\") {
                index += 1
                guard index < bytes.count else { break }
                switch bytes[index] {
                case UInt8(ascii: "u"):
                    let hex = bytes[min(index + 1, bytes.count)..<min(index + 5, bytes.count)]
                    guard hex.count == 4, hex.allSatisfy({ UInt8(ascii: "0")...UInt8(ascii: "9") ~= $0
                        || UInt8(ascii: "a")...UInt8(ascii: "f") ~= $0 || UInt8(ascii: "A")...UInt8(ascii: "F") ~= $0 })
                    else { return "bad \\u escape at \(index)" }
                    index += 4
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                     UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    break
                default: return "bad escape at \(index)"
                }
            }
            index += 1
        }
        return "unterminated string"
    }
    while true {
        skipSpace()
        guard index < bytes.count else { return stack.isEmpty && !expectValue ? nil : "truncated JSON" }
        let byte = bytes[index]
        if expectValue {
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                stack.append(byte)
                index += 1
                skipSpace()
                if index < bytes.count, bytes[index] == byte + 2 { stack.removeLast(); index += 1; expectValue = false }
                else if byte == UInt8(ascii: "{") {
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return "object key expected at \(index)" }
                    if let problem = string() { return problem }
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return "':' expected at \(index)" }
                    index += 1
                }
                continue
            case UInt8(ascii: "\""):
                if let problem = string() { return problem }
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = index
                while index < bytes.count, "-+.eE0123456789".utf8.contains(bytes[index]) { index += 1 }
                guard Double(String(decoding: bytes[start..<index], as: UTF8.self)) != nil else {
                    return "bad number at \(start)"
                }
            default:
                let word = ["true", "false", "null"].first { bytes[index...].starts(with: $0.utf8) }
                guard let word else { return "value expected at \(index)" }
                index += word.utf8.count
            }
            expectValue = false
        } else {
            guard let open = stack.last else { return "text after the value at \(index)" }
            if byte == open + 2 { stack.removeLast(); index += 1; continue }
            guard byte == UInt8(ascii: ",") else { return "',' or close expected at \(index)" }
            index += 1
            if open == UInt8(ascii: "{") {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return "object key expected at \(index)" }
                if let problem = string() { return problem }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return "':' expected at \(index)" }
                index += 1
            }
            expectValue = true
        }
    }
}
