import TranspecDiagnostics
import TranspecGenerator
import TranspecSpec
import TranspecYAML

/// `transpec-config.yaml` beside a target's specs: the options a build
/// plugin cannot take on a command line, as swift-openapi-generator's
/// `openapi-generator-config.yaml` does. One key so far:
///
///     accessModifier: public   # internal (the default), package or public
struct GenerateConfig {
    var accessModifier: GeneratedAccess?

    /// The configuration in `path`, or nil after errors at their place.
    static func read(_ path: String, diagnostics: inout DiagnosticCollector) -> (GenerateConfig, SourceFile)? {
        guard let source = SpecFiles.read(path, diagnostics: &diagnostics) else { return nil }
        let file = SourceFileID(path)
        let root: Node?
        do {
            root = try source.withBytes { bytes throws(YAMLError) in
                var whole = NoStreaming()
                return try YAMLReader.compose(bytes, handler: &whole)
            }
        } catch {
            diagnostics.error(error.message, at: SourceLocation(error.mark, in: file))
            return nil
        }
        guard let root, let entries = root.mappingEntries else {
            diagnostics.error("a transpec configuration is a mapping, e.g. 'accessModifier: public'",
                              at: SourceLocation(root?.mark ?? .start, in: file))
            return nil
        }
        var config = GenerateConfig()
        let before = diagnostics.diagnostics.count
        for (key, value) in entries {
            let at = SourceLocation(key.mark, in: file)
            guard key.text == "accessModifier" else {
                diagnostics.error("unknown key \(quoted(key.text ?? "")) in the configuration; its one key is "
                                  + "'accessModifier'", at: at)
                continue
            }
            guard let text = value.text, let access = GeneratedAccess(rawValue: text) else {
                diagnostics.error("'accessModifier' is one of "
                                  + GeneratedAccess.allCases.map(\.rawValue).joined(separator: ", ")
                                  + ", found \(quoted(value.text ?? "a collection"))",
                                  at: SourceLocation(value.mark, in: file))
                continue
            }
            config.accessModifier = access
        }
        return diagnostics.diagnostics.count == before ? (config, source) : nil
    }
}
