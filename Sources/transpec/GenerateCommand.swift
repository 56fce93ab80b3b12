import ArgumentParser
import Foundation
import TranspecDiagnostics
import TranspecGenerator
import TranspecSpec

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate Swift (TranspecRuntime + UIKit) for spec files.",
        discussion: """
            Writes one file per spec: tags-sheet.transpec.yaml becomes TagsSheet.swift. Only files whose \
            content changed are written. Nothing is written if any spec has errors, or if a file to \
            replace lacks the generated header. Exit status: 0 done (or up to date with --check), \
            1 errors or stale files, 64 usage errors.

            Examples:
              transpec generate Specs/ --output Sources/App/Generated
              transpec generate Specs/tags-sheet.transpec.yaml --output Generated/
              transpec generate Specs/ --output Sources/App/Generated --check   # in CI
            """
    )

    @Argument(help: "Spec files or folders (searched for *.transpec.yaml).")
    var paths: [String] = []

    @Option(name: .shortAndLong, help: "The folder to write into; it must exist.")
    var output: String

    @Flag(help: "Write nothing; list the files that are stale and exit 1 if any (for CI).")
    var check = false

    @Flag(help: "Keep spec paths absolute in diagnostics and headers (for build plugins: Xcode finds the YAML line).")
    var absolutePaths = false

    @OptionGroup var common: CommonOptions

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Missing SPEC: give spec files or folders to generate from.") }
    }

    func run() throws {
        var diagnostics = DiagnosticCollector()
        let files = SpecFiles.collect(absolutePaths ? paths.map(Self.absolute) : paths.map(Self.relativeToWorkingDirectory), diagnostics: &diagnostics)
        var sources: [String: SourceFile] = [:]
        var specs: [String: SpecIR] = [:]
        var specByOutput: [String: String] = [:]
        for file in files {
            guard let source = SpecFiles.read(file, diagnostics: &diagnostics) else { continue }
            sources[file] = source
            guard let spec = SpecFrontEnd.decode(source, diagnostics: &diagnostics) else { continue }
            let name = SpecTranslator.outputFileName(forSpecPath: file)
            if let other = specByOutput[name] {
                diagnostics.error("'\(file)' and '\(other)' would both generate '\(name)'; rename one",
                                  at: SourceLocation(file: file, line: 1, column: 1, offset: 0))
                continue
            }
            specByOutput[name] = file
            specs[name] = spec
        }
        FreedByExit.keep(specs)
        FreedByExit.keep(sources)
        let found = diagnostics.sorted
        // --quiet keeps errors only.
        let shown = common.quiet ? found.filter { $0.severity == .error } : found
        Terminal.writeError(DiagnosticRenderer(useColor: Terminal.wantsColor, sources: sources).render(shown))
        if found.contains(where: { $0.severity == .error }) {
            Terminal.writeError("generate: nothing written; fix the errors above\n")
            throw ExitCode(1)
        }
        do {
            let writer = try GeneratedFileWriter(folder: output)
            let plan = try writer.plan(Array(specs.keys), header: SpecTranslator.headerPrefix)
            let render: GeneratedFileWriter.Render = { file, sink in SpecTranslator.render(specs[file.name]!, to: sink) }
            if check {
                let stale = try writer.stalePaths(plan, render: render)
                for path in stale { print("stale: \(path)") }
                if !stale.isEmpty { throw ExitCode(1) }
                return
            }
            let written = try writer.write(plan, render: render)
            if !common.quiet { for path in written { print("wrote \(path)") } }
            if !common.quiet { Terminal.writeError("generated \(plan.count) file\(plan.count == 1 ? "" : "s"), "
                                + "\(written.count) changed\n") }
        } catch let failure as GeneratedFileWriter.Failure {
            Terminal.writeError("error: \(failure)\n")
            throw ExitCode(1)
        }
    }

    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// Paths inside the working directory are shown (and written into the
    /// header) relative to it, so output never depends on where the repo is.
    static func relativeToWorkingDirectory(_ path: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        var relative = path
        if path.hasPrefix(cwd + "/") { relative = String(path.dropFirst(cwd.count + 1)) }
        while relative.hasPrefix("./") { relative.removeFirst(2) }
        return relative
    }
}
