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
            content changed are written. Nothing is written if any spec has errors, if a file to \
            replace lacks the generated header (or cannot be read, or is not a regular file), or if \
            the specs or the output would pass their budgets (--max-input-mib, --max-output-ratio). Exit status: 0 done (or up to \
            date with --check), 1 errors or stale files, 64 usage errors.

            The generated declarations are internal unless --access-modifier (or a \
            transpec-config.yaml given with --config, as the build plugins do) says package or public.

            Examples:
              transpec generate Specs/ --output Sources/App/Generated
              transpec generate Specs/tags-sheet.transpec.yaml --output Generated/ \\
                --access-modifier public
              transpec generate Specs/ --output Sources/App/Generated --check
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

    @Option(help: "The access of the generated declarations: internal (the default), package or public.")
    var accessModifier: GeneratedAccess?

    @Option(help: ArgumentHelp("A transpec-config.yaml ('accessModifier: public'), as the build plugins pass it; "
                               + "--access-modifier wins over it.", valueName: "FILE"))
    var config: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Write at most 16 MiB plus this many bytes of Swift per byte of spec (default 16).",
            discussion: "Stops a spec that repeats transitions through aliases from filling the disk.",
            valueName: "ratio"))
    var maxOutputRatio: Double = OutputBudget.defaultRatio

    @Option(
        name: .customLong("max-input-mib"), parsing: .unconditional,
        help: ArgumentHelp(
            "Read at most this many MiB of specs in one run (default 4).",
            discussion: "generate holds the specs, their transitions and their Swift in memory, "
                + "up to 65 bytes per byte of spec.",
            valueName: "MiB"))
    var maxInputMebibytes: Int = InputBudget.defaultMebibytes

    @OptionGroup var common: CommonOptions

    func validate() throws {
        if !(maxOutputRatio >= 1 && maxOutputRatio <= 1e6) {
            throw ValidationError("--max-output-ratio must be within 1…1000000 (got \(maxOutputRatio)).")
        }
        if !(1...InputBudget.largestMebibytes).contains(maxInputMebibytes) {
            throw ValidationError(
                "--max-input-mib must be within 1…\(InputBudget.largestMebibytes) (got \(maxInputMebibytes)).")
        }
    }

    func run() throws {
        // In run(), after ArgumentParser has reported any unknown option.
        if paths.isEmpty { throw ValidationError("Missing SPEC: give spec files or folders to generate from.") }
        var diagnostics = DiagnosticCollector()
        var sources: [String: SourceFile] = [:]
        var access = accessModifier
        if let config {
            guard let (settings, source) = GenerateConfig.read(config, diagnostics: &diagnostics) else {
                CommandReport.print(diagnostics, sources: [config: SourceFile(path: config, bytes: [])])
                throw ExitCode(1)
            }
            sources[config] = source
            access = access ?? settings.accessModifier
        }
        let files = SpecFiles.collect(absolutePaths ? paths.map(Self.absolute) : paths.map(Self.relativeToWorkingDirectory), diagnostics: &diagnostics)
        var specs: [String: SpecIR] = [:]
        // Across all the specs: two that declare one type, or one file, fail here.
        var names = GeneratedNameCheck()
        var expectations = ExpectationCheck()
        // Sizes from stat first: past the budget, nothing is read. A file
        // that stat cannot size (a pipe) is read only up to what is left.
        let inputBudget = InputBudget(mebibytes: maxInputMebibytes)
        let announced = files.reduce(0) { $0 + SpecFiles.size(of: $1) }
        if announced > inputBudget.bytes { throw CommandReport.failure(inputBudget.refusal(total: announced)) }
        var read = 0
        for file in files {
            let left = min(SpecFrontEnd.maxInputBytes, inputBudget.bytes - read)
            guard let source = SpecFiles.read(file, maxBytes: left, diagnostics: &diagnostics) else { continue }
            read += source.count
            sources[file] = source
            let before = diagnostics.diagnostics.count
            guard let spec = SpecFrontEnd.decode(source, names: &names, diagnostics: &diagnostics) else { continue }
            // The build plugin declares its outputs with this same function.
            specs[SwiftName.outputFileName(forSpecPath: file)] = spec
            // As `check` does: a spec that breaks a promise generates nothing.
            if !diagnostics.hasErrors(after: before) { expectations.check(spec, diagnostics: &diagnostics) }
        }
        diagnostics.emit(contentsOf: names.diagnostics)
        // --quiet keeps errors only.
        CommandReport.print(diagnostics, sources: sources, errorsOnly: common.quiet)
        if diagnostics.hasErrors {
            Terminal.writeError("generate: nothing written; fix the errors above\n")
            throw ExitCode(1)
        }
        let budget = OutputBudget(inputBytes: sources.values.reduce(0) { $0 + $1.count }, ratio: maxOutputRatio)
        let generated = try render(specs, access: (access ?? .internal).level, budget: budget)
        do {
            let writer = try GeneratedFileWriter(folder: output, header: SpecTranslator.headerPrefix)
            if check {
                let stale = try writer.stalePaths(generated)
                try StandardOutput.write(stale.map { "stale: \($0)\n" }.joined())
                if !stale.isEmpty { throw ExitCode(1) }
                return
            }
            let written = try writer.write(generated)
            if !common.quiet { try StandardOutput.write(written.map { "wrote \($0)\n" }.joined()) }
            common.note("generated \(generated.count) file\(generated.count == 1 ? "" : "s"), \(written.count) changed")
        } catch let failure as GeneratedFileWriter.Failure {
            throw CommandReport.failure(failure)
        } catch let failure as OutputError {
            throw CommandReport.failure(failure)
        }
    }

    /// Every spec's text, rendered before anything is written; past the
    /// budget, nothing is written and the run ends with an error.
    private func render(_ specs: [String: SpecIR], access: AccessLevel, budget: OutputBudget) throws -> [GeneratedFile] {
        var used = 0
        return try specs.keys.sorted().map { name in
            guard let bytes = SpecTranslator.renderUTF8(specs[name]!, access: access, limit: budget.limit - used) else {
                throw CommandReport.failure(
                    "the generated Swift would be more than \(budget.limit.groupedDigits) bytes "
                        + "(\(budget.explanation); aliases count once per use); nothing was written. "
                        + "Raise the limit with --max-output-ratio if the specs are meant to be this large.")
            }
            used += bytes.count
            return GeneratedFile(name: name, bytes: bytes)
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

/// `--access-modifier`'s values: the access of every generated declaration.
enum GeneratedAccess: String, CaseIterable, ExpressibleByArgument {
    case `internal`, `package`, `public`

    var level: AccessLevel {
        switch self {
        case .internal: .internal
        case .package: .package
        case .public: .public
        }
    }
}
