import ArgumentParser
import TranspecDiagnostics
import TranspecSpec

/// Reads and decodes one spec the way `check` does; on errors prints the
/// same diagnostics and exits 1.
enum SpecLoading {
    static func load(_ path: String) throws -> SpecIR {
        var diagnostics = DiagnosticCollector()
        var sources: [String: SourceFile] = [:]
        var spec: SpecIR?
        if let source = SpecFiles.read(path, diagnostics: &diagnostics) {
            sources[path] = source
            spec = SpecFrontEnd.decode(source, diagnostics: &diagnostics)
        }
        if diagnostics.hasErrors || spec == nil {
            CommandReport.print(diagnostics, sources: sources)
            throw ExitCode(1)
        }
        return spec!
    }
}
