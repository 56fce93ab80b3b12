import Foundation

/// Builds, once per test run, the behavioural UIKit model
/// (`Tests/UIKitModel/Sources`, as a module named `UIKit`), the runtime and
/// `TranspecUIKit` against it, as static libraries; then type-checks or
/// compiles and links code against them. `TranspecUIKit`'s only Objective-C,
/// `ObjectiveCBridge.swift`, is rewritten for Linux on the way (its `#if`
/// says how), so Objective-C anywhere else fails the build.
package enum ModelBuild {
    package struct Failed: Error, CustomStringConvertible {
        package var description: String

        package init(description: String) {
            self.description = description
        }
    }

    /// The folder holding the three modules and libraries.
    package static func libraries() throws -> URL {
        try built.get()
    }

    /// `swiftc -typecheck -swift-version 6 -warnings-as-errors` of `files` as one module.
    package static func typeCheck(_ files: [URL]) throws -> SwiftCompiler.Invocation {
        let folder = try libraries()
        return try SwiftCompiler.locate().run(
            ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", folder.path] + files.map(\.path))
    }

    /// Type-checks a snippet written to a temporary file.
    package static func typeCheck(source: String) throws -> SwiftCompiler.Invocation {
        let file = try Repository.scratchDirectory().appendingPathComponent("Snippet.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        return try typeCheck([file])
    }

    /// Compiles `files` (one of them `main.swift`) into an executable linked
    /// with the model, the runtime and `TranspecUIKit`; a test harness of the
    /// package, so it sees their `package` declarations.
    package static func executable(_ files: [URL], named name: String) throws -> URL {
        let folder = try libraries()
        let output = try Repository.scratchDirectory().appendingPathComponent(name)
        let result = try SwiftCompiler.locate().run(
            ["-swift-version", "6", "-warnings-as-errors", "-module-name", name, "-package-name", packageName,
             "-I", folder.path, "-L", folder.path,
             "-lTranspecUIKit", "-lTranspecRuntime", "-lUIKit", "-o", output.path] + files.map(\.path))
        guard result.succeeded else { throw Failed(description: "building \(name) failed:\n\(result.output)") }
        return output
    }

    /// The package name the libraries are built with, as SwiftPM builds
    /// them: `package` declarations are visible across them.
    package static let packageName = "transpec"

    /// The top-level types `module` (UIKit, TranspecRuntime or
    /// TranspecUIKit) declares for a client, as the compiler's symbol graph
    /// lists them (re-exported modules' types have no place in its sources).
    package static func clientVisibleTypes(of module: String) throws -> Set<String> {
        let file = try libraries().appendingPathComponent("symbols/\(module).symbols.json")
        let graph = try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: file))
        let kinds: Set<String> = ["swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias"]
        return Set(graph.symbols.filter {
            $0.pathComponents.count == 1 && kinds.contains($0.kind.identifier) && $0.location != nil
        }.map { $0.pathComponents[0] })
    }

    private struct SymbolGraph: Decodable {
        struct Symbol: Decodable {
            struct Kind: Decodable { var identifier: String }
            struct Location: Decodable { var uri: String }
            var kind: Kind
            var pathComponents: [String]
            var location: Location?
        }
        var symbols: [Symbol]
    }

    /// Stands in for `canImport(ObjectiveC)` in `ObjectiveCBridge.swift`
    /// once its Objective-C has been rewritten for the model.
    package static let modelFlag = "TRANSPEC_UIKIT_MODEL"

    /// `#selector(` and `@objc` need Objective-C interop, which Linux lacks;
    /// the model's `Selector(_checking:)` keeps the method reference, checked
    /// and callable.
    package static func rewriteForLinux(_ source: String) -> String {
        source.replacingOccurrences(of: "#selector(", with: "Selector(_checking: ")
            .replacingOccurrences(of: "@objc ", with: "")
    }

    private static let built = Result<URL, any Error> { try build() }

    private static func build() throws -> URL {
        let swiftc = try SwiftCompiler.locate()
        let folder = try Repository.scratchDirectory("transpec-uikit-model")
        func library(_ module: String, _ files: [URL], _ extra: [String] = []) throws {
            let result = try swiftc.run(
                ["-emit-library", "-static", "-emit-module", "-parse-as-library", "-swift-version", "6",
                 "-warnings-as-errors", "-module-name", module, "-package-name", packageName, "-I", folder.path,
                 // What the module shows its clients, for ReservedTypeNameTests.
                 "-emit-symbol-graph", "-emit-symbol-graph-dir", folder.appendingPathComponent("symbols").path,
                 "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                 "-o", folder.appendingPathComponent("lib\(module).a").path] + extra + files.map(\.path))
            guard result.succeeded else { throw Failed(description: "building \(module) failed:\n\(result.output)") }
        }
        try library("UIKit", Repository.swiftFiles(in: "Tests/UIKitModel/Sources"))
        try library("TranspecRuntime", Repository.sources(of: "TranspecRuntime"))
        let glue = folder.appendingPathComponent("TranspecUIKitSources")
        try FileManager.default.createDirectory(at: glue, withIntermediateDirectories: true)
        let sources = try Repository.sources(of: "TranspecUIKit").map { source in
            guard source.lastPathComponent == "ObjectiveCBridge.swift" else { return source }
            let copy = glue.appendingPathComponent(source.lastPathComponent)
            try rewriteForLinux(String(contentsOf: source, encoding: .utf8)).write(to: copy, atomically: true, encoding: .utf8)
            return copy
        }
        // Testable: the scenario kit plays `TransitionRun`'s early exits, which
        // the delegates reach only when UIKit misbehaves.
        try library("TranspecUIKit", sources, ["-D", modelFlag, "-enable-testing"])
        return folder
    }
}
