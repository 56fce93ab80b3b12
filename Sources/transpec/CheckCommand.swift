import ArgumentParser
import Foundation
import TranspecDiagnostics
import TranspecGenerator
import TranspecSpec

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check spec files and report every problem.",
        discussion: """
            Folders are searched recursively for *.transpec.yaml files. Diagnostics go to \
            stderr as file:line:col: error: …; --format json prints them on stdout. Exit status: \
            0 clean, 1 errors (or warnings with --strict), 64 usage errors.

            Examples:
              transpec check Specs/
              transpec check --strict Specs/tags-sheet.transpec.yaml
              transpec check --format json Specs/ > diagnostics.json
            """
    )

    @Argument(help: "Spec files or folders.")
    var paths: [String] = []

    @Option(help: "Output format: text (stderr) or json (stdout).")
    var format: DiagnosticFormat = .text

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @OptionGroup var common: CommonOptions

    @Flag(help: "Print each spring's normalized mass/stiffness/damping and its ζ and response.")
    var showSprings = false

    @Flag(help: "Report only clashes between two specs' generated names (for build plugins, which generate each spec alone).")
    var onlyClashesBetweenSpecs = false

    @Option(help: ArgumentHelp(
        "When the check passes, write a comment-only Swift file here (for build plugins).",
        discussion: "The build plugin compiles it, so a clash between two specs' generated names fails the "
            + "build. An existing file is replaced only if transpec wrote it.",
        valueName: "file"))
    var stamp: String?

    func run() throws {
        // Here, not in validate(): ArgumentParser validates before it looks
        // for unknown options, so `check --bogus` would report the missing
        // path instead of the option.
        if paths.isEmpty { throw ValidationError("Missing PATH: give spec files or folders to check.") }
        var diagnostics = DiagnosticCollector()
        let files = SpecFiles.collect(paths, diagnostics: &diagnostics)
        var sources: [String: SourceFile] = [:]
        var springs = ""
        // Across all the specs, as `generate` would see them together.
        var names = GeneratedNameCheck()
        var expectations = ExpectationCheck()
        for file in files {
            common.detail("checking \(file)")
            guard let source = SpecFiles.read(file, diagnostics: &diagnostics) else { continue }
            sources[file] = source
            let before = diagnostics.diagnostics.count
            // Streamed: only the diagnostics, and the transitions that carry
            // expectations, outlive each transition.
            var promising: [TransitionIR] = []
            SpecFrontEnd.check(source, names: &names, diagnostics: &diagnostics) { transition in
                if showSprings { springs += SpringReport.render(transition) }
                if !transition.expectations.isEmpty { promising.append(transition) }
            }
            // Motion is simulated only once the spec is valid.
            if !onlyClashesBetweenSpecs, !diagnostics.hasErrors(after: before) {
                expectations.check(promising, of: source, diagnostics: &diagnostics)
            }
        }
        if onlyClashesBetweenSpecs {
            diagnostics = DiagnosticCollector()
            diagnostics.emit(contentsOf: names.diagnosticsBetweenSpecs)
        } else {
            diagnostics.emit(contentsOf: names.diagnostics)
        }
        let found = diagnostics.sorted
        let errors = found.filter { $0.severity == .error }.count
        let warnings = found.filter { $0.severity == .warning }.count
        do {
            switch format {
            case .text:
                // --quiet keeps errors only, unless --strict makes warnings fail the run.
                CommandReport.print(diagnostics, sources: sources, errorsOnly: common.quiet && !strict)
                if showSprings { try StandardOutput.write(springs) }
            case .json:
                try StandardOutput.write(DiagnosticJSON.render(found))
            }
        } catch {
            throw CommandReport.failure(error)
        }
        if !common.quiet {
            Terminal.writeError("checked \(plural(files.count, "spec")): \(plural(errors, "error")), "
                                + "\(plural(warnings, "warning"))\n")
        }
        if errors > 0 || (strict && warnings > 0) { throw ExitCode(1) }
        if let stamp { try writeStamp(stamp, specCount: files.count) }
    }

    /// Deterministic text, so an unchanged set of specs leaves the file alone.
    private func writeStamp(_ path: String, specCount: Int) throws {
        let url = URL(fileURLWithPath: path)
        let text = "\(Self.stampHeader) (\(plural(specCount, "spec"))). DO NOT EDIT.\n"
            + "// The build fails here instead when two specs' generated names clash.\n"
        do {
            let writer = try GeneratedFileWriter(folder: url.deletingLastPathComponent().path, header: Self.stampHeader)
            _ = try writer.write([GeneratedFile(name: url.lastPathComponent, text: text)])
        } catch {
            throw CommandReport.failure(error)
        }
    }

    static let stampHeader = "// Generated by transpec check"

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

enum DiagnosticFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
