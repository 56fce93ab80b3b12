import Foundation
import PackagePlugin

/// Runs `transpec generate` on each `*.transpec.yaml` of a target at build
/// time: one command per spec, with that spec as its only input and its one
/// generated file as its only output, so editing a spec regenerates (and
/// recompiles) that file alone.
@main
struct TranspecPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let specs = target.sourceFiles(withSuffix: SwiftName.specSuffix).map(\.url)
        return try TranspecCommands.commands(
            specs: specs, transpec: context.tool(named: "transpec").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}

enum TranspecCommands {
    static func commands(specs: [URL], transpec: URL, workDirectory: URL) -> [Command] {
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
        return unique.map { spec in
            // The work directory exists before commands run; `generate` needs an existing folder.
            let output = workDirectory.appendingPathComponent(SwiftName.outputFileName(forSpecPath: spec.path))
            return .buildCommand(
                displayName: "transpec generate \(spec.lastPathComponent)",
                executable: transpec,
                // Absolute paths: Xcode and SwiftPM then place `file:line:col: error:` on the YAML line.
                arguments: ["generate", spec.path, "--output", workDirectory.path, "--absolute-paths", "--quiet"],
                inputFiles: [spec],
                outputFiles: [output]
            )
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension TranspecPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let specs = target.inputFiles.map(\.url).filter { $0.lastPathComponent.hasSuffix(SwiftName.specSuffix) }
        return try TranspecCommands.commands(
            specs: specs, transpec: context.tool(named: "transpec").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
