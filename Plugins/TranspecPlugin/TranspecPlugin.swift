import Foundation
import PackagePlugin

/// Runs `transpec generate` on each `*.transpec.yaml` of a target at build
/// time: one command per spec, with that spec (and the target's gesture
/// traces, which its expectations may replay) as its inputs and its one
/// generated file as its only output, so editing a spec regenerates (and
/// recompiles) that file alone. `generate` also plays the spec's `expect`
/// entries and fails, writing nothing, when one does not hold: the build
/// fails at the expectation's line.
@main
struct TranspecPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let specs = target.sourceFiles(withSuffix: SwiftName.specSuffix).map(\.url)
        let config = target.sourceFiles.map(\.url).first { SwiftName.configFileNames.contains($0.lastPathComponent) }
        return try TranspecCommands.commands(
            specs: specs, config: config, traces: TranspecCommands.traces(in: target.sourceFiles.map(\.url)),
            transpec: context.tool(named: "transpec").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}

enum TranspecCommands {
    /// The files of a target an expectation's `trace:` may name: CSV, and
    /// YAML that is neither a spec nor the configuration. Each spec's command
    /// lists them all as inputs (the plugin cannot read the specs to know
    /// which one names which), so editing a trace plays the expectations again.
    static func traces(in files: [URL]) -> [URL] {
        files.filter { file in
            let name = file.lastPathComponent.lowercased()
            guard !SwiftName.configFileNames.contains(file.lastPathComponent) else { return false }
            return name.hasSuffix(".csv")
                || ((name.hasSuffix(".yaml") || name.hasSuffix(".yml")) && !name.hasSuffix(SwiftName.specSuffix))
        }.sorted { $0.path < $1.path }
    }

    /// `config`: the target's `transpec-config.yaml`, passed to every `generate`.
    static func commands(specs: [URL], config: URL?, traces: [URL] = [], transpec: URL, workDirectory: URL) -> [Command] {
        // One target compiles one file per name: two specs with the same file
        // name (in different folders) would produce the same output, and
        // names equal but for case are one file on macOS. Names come from
        // the function `transpec generate` uses (SwiftName.swift is shared).
        var firstByOutput: [String: (spec: URL, name: String)] = [:]
        let unique = specs.sorted { $0.path < $1.path }.filter { spec in
            let name = SwiftName.outputFileName(forSpecPath: spec.path)
            guard let first = firstByOutput[name.lowercased()] else {
                firstByOutput[name.lowercased()] = (spec, name)
                return true
            }
            Diagnostics.error("'\(spec.path)' and '\(first.spec.path)' would generate '\(name)' and "
                              + "'\(first.name)', one file, in this target; rename one")
            return false
        }
        return unique.map { spec in generate(spec, config: config, traces: traces, transpec: transpec, workDirectory: workDirectory) }
            + namesCheck(unique, transpec: transpec, workDirectory: workDirectory)
    }

    private static func generate(_ spec: URL, config: URL?, traces: [URL], transpec: URL, workDirectory: URL) -> Command {
        // The work directory exists before commands run; `generate` needs an existing folder.
        let output = workDirectory.appendingPathComponent(SwiftName.outputFileName(forSpecPath: spec.path))
        return .buildCommand(
            displayName: "transpec generate \(spec.lastPathComponent)",
            executable: transpec,
            // Absolute paths: Xcode and SwiftPM then place `file:line:col: error:` on the YAML line.
            arguments: ["generate", spec.path, "--output", workDirectory.path, "--absolute-paths", "--quiet"]
                + (config.map { ["--config", $0.path] } ?? []),
            // The configuration is an input too: editing it regenerates.
            inputFiles: [spec] + (config.map { [$0] } ?? []) + traces,
            outputFiles: [output]
        )
    }

    /// Each spec is generated alone, so names one spec's output shares with
    /// another's (two `<Name>Transition`s) are checked by one more command
    /// over all of them. Its output is a comment-only Swift file the target
    /// compiles, which makes the build wait for, and fail with, the check.
    private static func namesCheck(_ specs: [URL], transpec: URL, workDirectory: URL) -> [Command] {
        guard specs.count > 1 else { return [] }
        // A hyphen keeps it apart from every generated file name, which is a type name.
        let stamp = workDirectory.appendingPathComponent("transpec-names-checked.swift")
        return [.buildCommand(
            displayName: "transpec check names across \(specs.count) specs",
            executable: transpec,
            // Each spec's own errors come from its generate command, once.
            arguments: ["check"] + specs.map(\.path) + ["--quiet", "--only-clashes-between-specs", "--stamp", stamp.path],
            inputFiles: specs,
            outputFiles: [stamp]
        )]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension TranspecPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        let specs = files.filter { $0.lastPathComponent.hasSuffix(SwiftName.specSuffix) }
        let config = files.first { SwiftName.configFileNames.contains($0.lastPathComponent) }
        return try TranspecCommands.commands(
            specs: specs, config: config, traces: TranspecCommands.traces(in: files),
            transpec: context.tool(named: "transpec").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
