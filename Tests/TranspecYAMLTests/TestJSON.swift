/// A tiny JSON reader for the suite's `in.json` files, which may hold
/// several top-level values (one per YAML document).
enum TestJSON: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([TestJSON])
    case object([String: TestJSON])

    struct ParseError: Error {}

    static func parseAll(_ text: String) throws -> [TestJSON] {
        var reader = Reader(bytes: Array(text.utf8))
        var values: [TestJSON] = []
        reader.skipSpace()
        while !reader.atEnd {
            values.append(try reader.value())
            reader.skipSpace()
        }
        return values
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var atEnd: Bool { index >= bytes.count }

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }

        mutating func value() throws -> TestJSON {
            skipSpace()
            guard index < bytes.count else { throw ParseError() }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var object: [String: TestJSON] = [:]
                skipSpace()
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(object) }
                while true {
                    skipSpace()
                    guard case .string(let key) = try value() else { throw ParseError() }
                    skipSpace()
                    guard bytes[index] == UInt8(ascii: ":") else { throw ParseError() }
                    index += 1
                    object[key] = try value()
                    skipSpace()
                    index += 1
                    if bytes[index - 1] == UInt8(ascii: "}") { return .object(object) }
                }
            case UInt8(ascii: "["):
                index += 1
                var array: [TestJSON] = []
                skipSpace()
                if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(array) }
                while true {
                    array.append(try value())
                    skipSpace()
                    index += 1
                    if bytes[index - 1] == UInt8(ascii: "]") { return .array(array) }
                }
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "t"): index += 4; return .bool(true)
            case UInt8(ascii: "f"): index += 5; return .bool(false)
            case UInt8(ascii: "n"): index += 4; return .null
            default:
                let start = index
                while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
                guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
                    throw ParseError()
                }
                return .number(number)
            }
        }

        mutating func string() throws -> String {
            index += 1
            var scalars = String.UnicodeScalarView()
            var raw: [UInt8] = []
            func flush() {
                scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                raw.removeAll()
            }
            var pendingHigh: UInt32?
            while bytes[index] != UInt8(ascii: "\"") {
                guard bytes[index] == UInt8(ascii: "\\") else { raw.append(bytes[index]); index += 1; continue }
                flush()
                let escape = bytes[index + 1]
                index += 2
                switch escape {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "u"):
                    let hex = String(decoding: bytes[index..<index + 4], as: UTF8.self)
                    index += 4
                    guard let unit = UInt32(hex, radix: 16) else { throw ParseError() }
                    if (0xD800..<0xDC00).contains(unit) {
                        pendingHigh = unit
                    } else if let high = pendingHigh, (0xDC00..<0xE000).contains(unit) {
                        let value = 0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00)
                        scalars.append(Unicode.Scalar(value)!)
                        pendingHigh = nil
                    } else if let scalar = Unicode.Scalar(unit) {
                        scalars.append(scalar)
                    }
                default: scalars.append(Unicode.Scalar(escape))
                }
            }
            flush()
            index += 1
            return String(scalars)
        }
    }
}
