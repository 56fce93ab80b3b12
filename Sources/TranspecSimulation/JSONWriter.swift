import TranspecDiagnostics

/// A tiny JSON text builder: deterministic numbers (shortest round-trip
/// `Double.description`, no locale), escaped strings, fixed key order.
struct JSONWriter {
    static func number(_ value: Double) -> String {
        value.isFinite ? value.description : "null"
    }

    static func string(_ text: String) -> String { JSONText.string(text) }

    /// `{ "a": 1, "b": 2 }` from already rendered values.
    static func object(_ members: [(String, String)]) -> String {
        "{ " + members.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + " }"
    }

    static func array(_ values: [String], multiline indent: String? = nil) -> String {
        guard let indent, !values.isEmpty else { return "[" + values.joined(separator: ", ") + "]" }
        return "[\n" + values.map { indent + "  " + $0 }.joined(separator: ",\n") + "\n\(indent)]"
    }
}
