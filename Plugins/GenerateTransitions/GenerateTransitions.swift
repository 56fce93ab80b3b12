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
            let specs = target.sourceFiles(withSuffix: SwiftName.specSuffix).map(\.url.path).sorted()
            guard !specs.isEmpty else { continue }
            // The target's `transpec-config.yaml`, as the build plugin passes it.
            let config = target.sourceFiles.map(\.url).first { SwiftName.configFileNames.contains($0.lastPathComponent) }
            let folder = target.directoryURL.appendingPathComponent("Generated")
            if check && !FileManager.default.fileExists(atPath: folder.path) {
                Diagnostics.error("target '\(target.name)' has specs but no Generated/ folder; "
                                  + "run `swift package generate-transitions --target \(target.name)`")
                failed = true
                continue
            }
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let process = Process()
            process.executableURL = transpec
            process.arguments = ["generate"] + specs + ["--output", folder.path] + (check ? ["--check"] : [])
                + (config.map { ["--config", $0.path] } ?? []) + extractor.remainingArguments
            // From the package folder, headers name specs relative to it: the same on every machine.
            process.currentDirectoryURL = context.package.directoryURL
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 {
                Diagnostics.error(check
                    ? "generated sources of target '\(target.name)' are stale or missing (listed above); "
                        + "run `swift package --allow-writing-to-package-directory generate-transitions`"
                    : "transpec generate failed for target '\(target.name)'; see the diagnostics above")
                failed = true
            }
        }
        if failed { throw GenerationFailed(check: check) }
    }
}

struct GenerationFailed: Error, CustomStringConvertible {
    var check: Bool
    var description: String { check ? "generated sources are not up to date" : "transpec generate reported errors" }
}
