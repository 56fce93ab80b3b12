/// Renders diagnostics as a JSON array with a stable key order:
/// severity, message, file, line, column, offset, notes, fixIt. `column`
/// counts Unicode scalars from 1; `offset` is the 0-based UTF-8 byte offset,
/// for tools that seek into the file.
package enum DiagnosticJSON {
    package static func render(_ diagnostics: [Diagnostic]) -> String {
        let objects = Diagnostic.sortedForOutput(diagnostics).map(object)
        return objects.isEmpty ? "[]\n" : "[\n  " + objects.joined(separator: ",\n  ") + "\n]\n"
    }

    private static func object(_ diagnostic: Diagnostic) -> String {
        var fields = [
            ("severity", string(diagnostic.severity.rawValue)),
            ("message", string(diagnostic.message)),
        ]
        fields += locationFields(diagnostic.location)
        let notes = diagnostic.notes.map { note in
            members([("message", string(note.message))] + locationFields(note.location))
        }
        fields.append(("notes", "[" + notes.joined(separator: ",") + "]"))
        fields.append(("fixIt", diagnostic.fixIt.map(fixIt) ?? "null"))
        return members(fields)
    }

    private static func fixIt(_ fixIt: FixIt) -> String {
        members(locationFields(fixIt.location) + [
            ("length", "\(fixIt.length)"), ("replacement", string(fixIt.replacement)),
        ])
    }

    private static func locationFields(_ location: SourceLocation?) -> [(String, String)] {
        guard let location else {
            return [("file", "null"), ("line", "null"), ("column", "null"), ("offset", "null")]
        }
        return [("file", string(location.file)), ("line", "\(location.line)"), ("column", "\(location.column)"),
                ("offset", "\(location.offset)")]
    }

    private static func members(_ fields: [(String, String)]) -> String {
        "{" + fields.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    static func string(_ text: String) -> String { JSONText.string(text) }
}
