import TranspecDiagnostics

/// A JSON value with a deterministic, pretty rendering: object keys sorted,
/// two-space indent, integral numbers without a fraction. No Foundation, so
/// the output is byte-identical on every platform.
enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    func rendered() -> String {
        var out = ""
        write(to: &out, indent: "")
        return out + "\n"
    }

    private func write(to out: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += Self.numberText(value)
        case .string(let text): out += Self.quoted(text)
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            // Short lists of scalars (enums, tuples) stay on one line.
            if items.count <= 8, items.allSatisfy(\.isScalar) {
                var parts: [String] = []
                for item in items { var part = ""; item.write(to: &part, indent: inner); parts.append(part) }
                out += "[" + parts.joined(separator: ", ") + "]"
                return
            }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += inner
                item.write(to: &out, indent: inner)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            let keys = members.keys.sorted()
            for (index, key) in keys.enumerated() {
                out += inner + Self.quoted(key) + ": "
                members[key]!.write(to: &out, indent: inner)
                out += index == keys.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    static func numberText(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    static func quoted(_ text: String) -> String { JSONText.string(text) }
}
