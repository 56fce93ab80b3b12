import TranspecDiagnostics
import TranspecSpec

/// A one-transition spec: a valid dismissal plus `extra` lines (indented into the transition).
func sheet(_ extra: String = "", spring: String = "spring: { dampingRatio: 1, response: 0.4 }",
           operation: String = "dismiss", gesture: String = "gesture: { edge: bottom }") -> String {
    var text = """
        transpec: 1
        transitions:
          sheet:
            operation: \(operation)
            \(gesture)
            \(spring)

        """
    for line in extra.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
        text += "    " + line + "\n"
    }
    return text
}

struct Checked {
    var spec: SpecIR?
    var diagnostics: [Diagnostic]

    var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }

    /// `line:col severity: message` for each diagnostic, for compact expectations.
    var summary: [String] {
        diagnostics.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.severity): \($0.message)" }
    }
}

func check(_ yaml: String, file: String = "test.transpec.yaml") -> Checked {
    var collector = DiagnosticCollector()
    let spec = SpecFrontEnd.decode(Array(yaml.utf8), file: file, diagnostics: &collector)
    return Checked(spec: spec, diagnostics: collector.sorted)
}

/// `line:col` of the `occurrence`-th `needle` in `text`, counting Unicode scalars.
func position(of needle: String, in text: String, occurrence: Int = 1) -> String {
    var seen = 0
    var line = 1, column = 1
    let scalars = Array(text.unicodeScalars), target = Array(needle.unicodeScalars)
    for index in scalars.indices {
        if Array(scalars[index..<min(scalars.count, index + target.count)]) == target {
            seen += 1
            if seen == occurrence { return "\(line):\(column)" }
        }
        if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
    }
    return "not found"
}
