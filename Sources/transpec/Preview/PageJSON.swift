import TranspecDiagnostics

/// The JSON the preview page reads, compact. Safe inside a `<script>`
/// element: every `<` is written `\u003c`, so no string can close it.
indirect enum PageJSON: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([PageJSON])
    /// Members in the order given.
    case object([(String, PageJSON)])
    /// Text that is already JSON (a diagnostics array).
    case raw(String)

    var text: String {
        var out = ""
        write(to: &out)
        return out.replacingOccurrences(of: "<", with: "\\u003c")
    }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += value.isFinite ? Self.number(value) : "null"
        case .string(let text): out += JSONText.string(text)
        case .raw(let text): out += text
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += "," }
                out += JSONText.string(key) + ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    /// `1` for whole numbers, else the shortest decimal that reads back the same.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
