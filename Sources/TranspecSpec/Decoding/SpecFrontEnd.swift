import TranspecDiagnostics
import TranspecYAML

/// Bytes in, `SpecIR` and diagnostics out: the path every command takes.
package enum SpecFrontEnd {
    /// The largest spec file the front end reads.
    package static let maxInputBytes = YAMLLimits.default.maxInputBytes

    /// Parses `source` as YAML and decodes the spec. A YAML syntax error
    /// becomes an error diagnostic; the result is nil when nothing decoded.
    /// The spec's generated names are checked on their own; a run over
    /// several specs passes one `GeneratedNameCheck` to the overload below.
    package static func decode(_ source: SourceFile, diagnostics: inout DiagnosticCollector) -> SpecIR? {
        var names = GeneratedNameCheck()
        let spec = decode(source, names: &names, diagnostics: &diagnostics)
        diagnostics.emit(contentsOf: names.diagnostics)
        return spec
    }

    /// `decode`, adding the spec's generated names to `names`, which holds
    /// the clashes with other specs' until the caller emits them.
    package static func decode(
        _ source: SourceFile, names: inout GeneratedNameCheck, diagnostics: inout DiagnosticCollector
    ) -> SpecIR? {
        var transitions: [TransitionIR] = []
        let version = run(source, names: &names, diagnostics: &diagnostics) { transitions.append($0) }
        return version.map { SpecIR(file: source.path, version: $0, transitions: transitions) }
    }

    /// `check` for one spec alone, its generated names included, as `decode` does.
    @discardableResult
    package static func check(
        _ source: SourceFile, diagnostics: inout DiagnosticCollector, visit: @escaping (TransitionIR) -> Void = { _ in }
    ) -> Bool {
        var names = GeneratedNameCheck()
        let usable = check(source, names: &names, diagnostics: &diagnostics, visit: visit)
        diagnostics.emit(contentsOf: names.diagnostics)
        return usable
    }

    /// Checks `source` without keeping its transitions: memory stays flat
    /// however many a file holds. `visit` sees each one that decoded; its
    /// generated names go to `names`. Returns false when the top level
    /// itself was unusable.
    @discardableResult
    package static func check(
        _ source: SourceFile, names: inout GeneratedNameCheck, diagnostics: inout DiagnosticCollector,
        visit: @escaping (TransitionIR) -> Void = { _ in }
    ) -> Bool {
        run(source, names: &names, diagnostics: &diagnostics, visit: visit) != nil
    }

    /// `decode` for bytes already in memory (tests, tools).
    package static func decode(
        _ bytes: [UInt8], file: String, diagnostics: inout DiagnosticCollector
    ) -> SpecIR? {
        decode(SourceFile(path: file, bytes: bytes), diagnostics: &diagnostics)
    }

    private static func run(
        _ source: SourceFile, names: inout GeneratedNameCheck, diagnostics: inout DiagnosticCollector,
        visit: @escaping (TransitionIR) -> Void
    ) -> Located<Int>? {
        // Escaping closures cannot capture an inout parameter: the check
        // is moved into a local for the run and back out at its end.
        var check = names
        defer { names = check }
        let visitAndName = { (transition: TransitionIR) in
            check.add(transition)
            visit(transition)
        }
        var stream = TransitionStream(decoder: SpecDecoder(file: source.path), visit: visitAndName)
        let version: Located<Int>?
        do {
            let root = try source.withBytes { bytes throws(YAMLError) in
                try YAMLReader.compose(bytes, handler: &stream)
            }
            if let root {
                version = stream.finish(root: root, diagnostics: &diagnostics, visitRemaining: visitAndName)
            } else {
                diagnostics.error("missing 'transpec' key; the file is empty (start it with 'transpec: 1')",
                                  at: SourceLocation(file: source.path, line: 1, column: 1, offset: 0))
                version = nil
            }
        } catch {
            diagnostics.emit(diagnostic(for: error, file: source.path))
            version = nil
        }
        check.finishSpec(source.path, usable: version != nil)
        return version
    }

    static func diagnostic(for error: YAMLError, file: String) -> Diagnostic {
        let file = SourceFileID(file)
        return .error(error.message, at: SourceLocation(error.mark, in: file),
                      notes: error.notes.map { DiagnosticNote($0.message, at: SourceLocation($0.mark, in: file)) })
    }
}
