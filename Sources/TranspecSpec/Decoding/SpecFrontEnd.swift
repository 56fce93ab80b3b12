import TranspecDiagnostics
import TranspecYAML

/// Bytes in, `SpecIR` and diagnostics out: the path every command takes.
public enum SpecFrontEnd {
    /// The largest spec file the front end reads.
    public static let maxInputBytes = YAMLLimits.default.maxInputBytes

    /// Parses `source` as YAML and decodes the spec. A YAML syntax error
    /// becomes an error diagnostic; the result is nil when nothing decoded.
    public static func decode(_ source: SourceFile, diagnostics: inout DiagnosticCollector) -> SpecIR? {
        var transitions: [TransitionIR] = []
        let version = run(source, diagnostics: &diagnostics) { transitions.append($0) }
        return version.map { SpecIR(file: source.path, version: $0, transitions: transitions) }
    }

    /// Checks `source` without keeping its transitions: memory stays flat
    /// however many a file holds. `visit` sees each one that decoded.
    /// Returns false when the top level itself was unusable.
    @discardableResult
    public static func check(
        _ source: SourceFile, diagnostics: inout DiagnosticCollector,
        visit: @escaping (TransitionIR) -> Void = { _ in }
    ) -> Bool {
        run(source, diagnostics: &diagnostics, visit: visit) != nil
    }

    /// `decode` for bytes already in memory (tests, tools).
    public static func decode(
        _ bytes: [UInt8], file: String, diagnostics: inout DiagnosticCollector
    ) -> SpecIR? {
        decode(SourceFile(path: file, bytes: bytes), diagnostics: &diagnostics)
    }

    private static func run(
        _ source: SourceFile, diagnostics: inout DiagnosticCollector, visit: @escaping (TransitionIR) -> Void
    ) -> Located<Int>? {
        var stream = TransitionStream(decoder: SpecDecoder(file: source.path), visit: visit)
        let root: Node?
        do {
            root = try source.withBytes { bytes throws(YAMLError) in
                try YAMLReader.compose(bytes, handler: &stream)
            }
        } catch {
            diagnostics.emit(diagnostic(for: error, file: source.path))
            return nil
        }
        guard let root else {
            diagnostics.error("missing 'transpec' key; the file is empty (start it with 'transpec: 1')",
                              at: SourceLocation(file: source.path, line: 1, column: 1, offset: 0))
            return nil
        }
        return stream.finish(root: root, diagnostics: &diagnostics, visitRemaining: visit)
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
