import Foundation

/// Type-checks UIKit code on Linux against the shared UIKit stand-in
/// (`<repo>/../shared/uikit-surface/UIKit.swift`), with the runtime and
/// `TranspecUIKit` built as modules against it. Modules are built once per
/// test run; every generated golden file can be checked with `typeCheck`.
enum UIKitStandIn {
    struct BuildFailed: Error, CustomStringConvertible {
        var description: String
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // TranspecGeneratorTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    static let standInSource = repositoryRoot
        .deletingLastPathComponent()
        .appendingPathComponent("shared/uikit-surface/UIKit.swift")

    /// Every Swift file of a target, subfolders included, sorted.
    static func sources(of target: String) throws -> [URL] {
        let directory = repositoryRoot.appendingPathComponent("Sources/\(target)")
        let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL } ?? []
        return files.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// The directory holding UIKit, TranspecRuntime and TranspecUIKit modules.
    static func moduleDirectory() throws -> URL {
        try builtModules.get()
    }

    /// `swiftc -typecheck -swift-version 6 -warnings-as-errors` of `files`
    /// as one module, with the stand-in modules importable.
    static func typeCheck(_ files: [URL]) throws -> SwiftCompiler.Invocation {
        let modules = try moduleDirectory()
        return try SwiftCompiler.locate().run(
            ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", modules.path]
                + files.map(\.path)
        )
    }

    /// Type-checks a snippet written to a temporary file.
    static func typeCheck(source: String) throws -> SwiftCompiler.Invocation {
        let file = try scratchDirectory().appendingPathComponent("Snippet.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        return try typeCheck([file])
    }

    /// `#selector(` and `@objc` need Objective-C interop, which Linux lacks;
    /// the stand-in's `Selector(_checking:)` still checks the method reference.
    /// Only `ObjectiveCBridge.swift` has either; it is compiled on Linux only
    /// with `linuxTypeCheckFlag` (its `#if` says why).
    static func rewriteForLinux(_ source: String) -> String {
        source.replacingOccurrences(of: "#selector(", with: "Selector(_checking: ")
            .replacingOccurrences(of: "@objc ", with: "")
    }

    static func scratchDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("transpec-uikit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    private static let builtModules = Result<URL, any Error> { try buildModules() }

    private static func buildModules() throws -> URL {
        guard FileManager.default.fileExists(atPath: standInSource.path) else {
            throw BuildFailed(description: "UIKit stand-in missing at \(standInSource.path)")
        }
        let swiftc = try SwiftCompiler.locate()
        let modules = try scratchDirectory()
        func emit(_ module: String, _ files: [URL], _ extra: [String] = []) throws {
            let result = try swiftc.run(
                ["-emit-module", "-module-name", module, "-parse-as-library", "-swift-version", "6",
                 "-I", modules.path, "-emit-module-path", modules.appendingPathComponent("\(module).swiftmodule").path]
                    + extra + files.map(\.path)
            )
            guard result.succeeded else {
                throw BuildFailed(description: "building \(module) failed:\n\(result.output)")
            }
        }
        try emit("UIKit", [standInSource])
        try emit("TranspecRuntime", try sources(of: "TranspecRuntime"))
        try emit("TranspecUIKit", try rewrittenGlueSources(in: modules), ["-warnings-as-errors", "-D", linuxTypeCheckFlag])
        return modules
    }

    /// Stands in for `canImport(ObjectiveC)` in `ObjectiveCBridge.swift` once
    /// its Objective-C has been rewritten for Linux.
    static let linuxTypeCheckFlag = "TRANSPEC_LINUX_TYPECHECK"

    /// `TranspecUIKit`'s sources through `rewriteForLinux`, in `modules`.
    static func rewrittenGlueSources(in modules: URL) throws -> [URL] {
        let rewritten = modules.appendingPathComponent("TranspecUIKitSources")
        try FileManager.default.createDirectory(at: rewritten, withIntermediateDirectories: true)
        return try sources(of: "TranspecUIKit").map { source in
            let copy = rewritten.appendingPathComponent(source.lastPathComponent)
            try rewriteForLinux(String(contentsOf: source, encoding: .utf8)).write(to: copy, atomically: true, encoding: .utf8)
            return copy
        }
    }
}
