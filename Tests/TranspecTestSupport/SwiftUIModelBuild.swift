import Foundation

/// Builds, once per test run, the behavioural SwiftUI model
/// (`Tests/SwiftUIModel/Sources`, as a module named `SwiftUI` over the UIKit
/// model) and `TranspecSwiftUI` against it into a folder beside the UIKit
/// model's (`ModelBuild`), so code can import SwiftUI, UIKit, the runtime,
/// `TranspecUIKit` and `TranspecSwiftUI` together; then compiles code
/// against them. A UIKit-only build does not see `TranspecSwiftUI`, as an
/// app without that dependency does not (`canImport` in generated code).
package enum SwiftUIModelBuild {
    /// The folder holding the SwiftUI model and `TranspecSwiftUI`, as
    /// modules and static libraries (the rest is in `ModelBuild.libraries()`).
    package static func libraries() throws -> URL {
        try built.get()
    }

    /// `-I` (and, for linking, `-L`) for both folders.
    private static func paths(linking: Bool) throws -> [String] {
        let folders = [try libraries().path, try ModelBuild.libraries().path]
        return folders.flatMap { linking ? ["-I", $0, "-L", $0] : ["-I", $0] }
    }

    /// `swiftc -typecheck -swift-version 6 -warnings-as-errors` of `files` as one module.
    package static func typeCheck(_ files: [URL], defines: [String] = []) throws -> SwiftCompiler.Invocation {
        return try SwiftCompiler.locate().run(
            ["-typecheck", "-swift-version", "6", "-warnings-as-errors"] + (try paths(linking: false))
                + defines.flatMap { ["-D", $0] } + files.map(\.path))
    }

    /// Compiles `files` (one of them `main.swift`) into an executable linked
    /// with the SwiftUI and UIKit models, the runtime and `TranspecUIKit`.
    package static func executable(_ files: [URL], named name: String) throws -> URL {
        let output = try Repository.scratchDirectory().appendingPathComponent(name)
        let result = try SwiftCompiler.locate().run(
            ["-swift-version", "6", "-warnings-as-errors", "-module-name", name, "-package-name", ModelBuild.packageName]
                + (try paths(linking: true)) + ["-lTranspecSwiftUI", "-lSwiftUI", "-lTranspecUIKit", "-lTranspecRuntime", "-lUIKit", "-o", output.path] + files.map(\.path))
        guard result.succeeded else { throw ModelBuild.Failed(description: "building \(name) failed:\n\(result.output)") }
        return output
    }

    private static let built = Result<URL, any Error> { try build() }

    private static func build() throws -> URL {
        let uikit = try ModelBuild.libraries()
        let folder = uikit.appendingPathComponent("SwiftUIModel")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try SwiftCompiler.locate().run(
            ["-emit-library", "-static", "-emit-module", "-parse-as-library", "-swift-version", "6",
             "-warnings-as-errors", "-module-name", "SwiftUI", "-I", uikit.path,
             "-emit-module-path", folder.appendingPathComponent("SwiftUI.swiftmodule").path,
             "-o", folder.appendingPathComponent("libSwiftUI.a").path]
                + Repository.swiftFiles(in: "Tests/SwiftUIModel/Sources").map(\.path))
        guard result.succeeded else { throw ModelBuild.Failed(description: "building the SwiftUI model failed:\n\(result.output)") }
        let shell = try SwiftCompiler.locate().run(
            ["-emit-library", "-static", "-emit-module", "-parse-as-library", "-swift-version", "6",
             "-warnings-as-errors", "-module-name", "TranspecSwiftUI", "-package-name", ModelBuild.packageName,
             "-I", folder.path, "-I", uikit.path, "-D", ModelBuild.modelFlag,
             "-emit-module-path", folder.appendingPathComponent("TranspecSwiftUI.swiftmodule").path,
             "-o", folder.appendingPathComponent("libTranspecSwiftUI.a").path]
                + Repository.sources(of: "TranspecSwiftUI").map(\.path))
        guard shell.succeeded else { throw ModelBuild.Failed(description: "building TranspecSwiftUI failed:\n\(shell.output)") }
        return folder
    }
}
