import TranspecDiagnostics
import TranspecYAML

/// Bytes in, `SpecIR` and diagnostics out: the path every command takes.
public enum SpecFrontEnd {
    /// Parses `bytes` as YAML and decodes the spec. A YAML syntax error
    /// becomes an error diagnostic; the result is nil when nothing decoded.
    public static func decode(
        _ bytes: [UInt8], file: String, diagnostics: inout DiagnosticCollector
    ) -> SpecIR? {
        let root: Node?
        do {
            root = try YAMLReader.compose(bytes)
        } catch {
            diagnostics.emit(diagnostic(for: error, file: file))
            return nil
        }
        guard let root else {
            diagnostics.error("missing 'transpec' key; the file is empty (start it with 'transpec: 1')",
                              at: SourceLocation(file: file, line: 1, column: 1, offset: 0))
            return nil
        }
        return SpecDecoder.decode(root, file: file, diagnostics: &diagnostics)
    }

    static func diagnostic(for error: YAMLError, file: String) -> Diagnostic {
        func location(_ mark: Mark) -> SourceLocation {
            SourceLocation(file: file, line: mark.line, column: mark.column, offset: mark.offset)
        }
        return .error(error.message, at: location(error.mark),
                      notes: error.notes.map { DiagnosticNote($0.message, at: location($0.mark)) })
    }
}

extension TransitionIR {
    /// Each distinct spring with the role it plays: `spring`, `complete.spring`, `cancel.spring`.
    public var labeledSprings: [(label: String, spring: SpringIR)] {
        [("spring", spring), ("complete.spring", completeSpring), ("cancel.spring", cancelSpring)]
            .compactMap { label, spring in spring.map { (label, $0) } }
    }
}
