import Foundation
import PackagePlugin

/// `swift package generate-transitions [--target NAME]... [--check]`: writes
/// each target's generated transitions into `<target>/Generated/`, for teams
/// that commit generated code instead of using the build plugin (use one or
/// the other on a target, or its types are declared twice).
@main
struct GenerateTransitions: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let transpec = try context.tool(named: "transpec").url
        var failed = false
        for case let target as SourceModuleTarget in targets {
            let specs = target.sourceFiles(withSuffix: ".transpec.yaml").map(\.url.path).sorted()
            guard !specs.isEmpty else { continue }
            // `target.directoryURL` needs tools 6.1; `Path` prints as its path.
            let folder = URL(fileURLWithPath: "\(target.directory)").appendingPathComponent("Generated")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let process = Process()
            process.executableURL = transpec
            process.arguments = ["generate"] + specs + ["--output", folder.path] + (check ? ["--check"] : [])
                + extractor.remainingArguments
            // From the package folder, headers name specs relative to it: the same on every machine.
            process.currentDirectoryURL = context.package.directoryURL
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 {
                Diagnostics.error("transpec generate failed for target '\(target.name)' "
                                  + "(exit \(process.terminationStatus))")
                failed = true
            }
        }
        if failed { throw GenerationFailed() }
    }
}

struct GenerationFailed: Error, CustomStringConvertible {
    var description: String { "transpec generate reported errors; see above" }
}
