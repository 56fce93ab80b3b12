import Foundation
import Testing
import TranspecTestSupport

/// The SwiftUI model's own checks (`Tests/SwiftUIModel/SelfTests`): body
/// evaluation and state, the environment, modifiers and lifecycle, the
/// representables, the navigation stack, sheets and tabs over the UIKit model.
@Suite struct SwiftUIModelSelfTests {
    @Test func theModelPassesItsSelfTests() throws {
        let program = try SwiftUIModelBuild.executable(
            Repository.swiftFiles(in: "Tests/SwiftUIModel/SelfTests")
                + [Repository.root.appendingPathComponent("Tests/UIKitModel/SelfTests/Checker.swift")],
            named: "SwiftUIModelSelfTests")
        let result = try SwiftCompiler.run(program, [])
        #expect(result.succeeded, "\(result.output)")
        let passed = result.output.split(separator: "\n").last { $0.hasSuffix("checks passed") }
        let count = passed.flatMap { Int($0.split(separator: " ")[0]) } ?? 0
        #expect(count >= 89, "\(result.output)")
    }
}

/// The model's declarations are the SDK's: `swift-api-digester` compares
/// every public declaration of the model (the test-only SPI aside) with the
/// shared reference surface (`../shared/swiftui-surface`, read from the iOS
/// 18.1 SDK's interfaces), and the self-tests' views, plain SwiftUI, also
/// type-check against the surface. The surface's mistakes are rejected by the
/// model as by the SDK. A clone without `../shared` skips this, saying so.
@Suite(.enabled(if: SwiftUISurface.isAvailable, "../shared/swiftui-surface is absent: SwiftUI signature check skipped"))
struct SwiftUISurfaceTests {
    @Test func everyModelDeclarationHasTheSurfacesSignature() throws {
        let differences = try SwiftUISurface.differences()
        #expect(differences.isEmpty, "declarations of the model that differ from the surface or are not in it:\n\(differences.joined(separator: "\n"))")
    }

    @Test func theSelfTestViewsTypeCheckAgainstTheSurface() throws {
        let result = try SwiftUISurface.typeCheck(Repository.swiftFiles(in: "Tests/SwiftUIModel/SelfTests/Views"))
        #expect(result.succeeded, "\(result.output)")
    }

    /// Each mistake of the surface's negative examples is rejected by the
    /// model for the same reason (not because a declaration is missing); the
    /// file without flags type-checks. N7 (`@Published` in a struct) needs
    /// Combine, which the model does not declare.
    @Test(arguments: ["N1", "N2", "N3", "N4", "N5", "N6", "N8"])
    func theModelRejectsTheSurfacesNegativeExamples(_ flag: String) throws {
        let file = SwiftUISurface.folder.appendingPathComponent("negative-examples.swift")
        let baseline = try SwiftUIModelBuild.typeCheck([file])
        #expect(baseline.succeeded, "\(baseline.output)")
        let result = try SwiftUIModelBuild.typeCheck([file], defines: [flag])
        #expect(!result.succeeded, "\(flag) was accepted by the model")
        #expect(!result.output.contains("cannot find"), "\(flag) failed for a missing declaration:\n\(result.output)")
    }
}

/// Builds the shared SwiftUI surface (over the shared UIKit surface) and
/// compares the model with it.
enum SwiftUISurface {
    static let folder = Repository.shared.appendingPathComponent("swiftui-surface")
    static let uikitFolder = Repository.shared.appendingPathComponent("uikit-surface")

    static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("SwiftUI.swift").path)
            && FileManager.default.fileExists(atPath: uikitFolder.appendingPathComponent("UIKit.swift").path)
    }

    private static let built = Result<URL, any Error> { try build() }

    /// The surface as modules named UIKit and SwiftUI.
    private static func build() throws -> URL {
        let swiftc = try SwiftCompiler.locate()
        let modules = try Repository.scratchDirectory("transpec-swiftui-surface")
        func module(_ name: String, _ sources: [URL]) throws {
            let result = try swiftc.run(
                ["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", name, "-I", modules.path,
                 "-emit-module-path", modules.appendingPathComponent("\(name).swiftmodule").path] + sources.map(\.path))
            guard result.succeeded else { throw ModelBuild.Failed(description: "\(name) surface:\n\(result.output)") }
        }
        try module("UIKit", [uikitFolder.appendingPathComponent("UIKit.swift"), uikitFolder.appendingPathComponent("UIKit-Feedback.swift")])
        try module("SwiftUI", [folder.appendingPathComponent("SwiftUI.swift")] + additions)
        return modules
    }

    /// SDK declarations the shared surface lacks, read for the model and
    /// added to the surface where the tests build it (each file says its source).
    static var additions: [URL] {
        let files = Repository.swiftFiles(in: "Tests/SwiftUIModel/SurfaceAdditions")
        print("SwiftUI surface: adding \(files.map(\.lastPathComponent).joined(separator: ", ")) from "
            + "Tests/SwiftUIModel/SurfaceAdditions (declarations ../shared/swiftui-surface lacks)")
        return files
    }

    static func typeCheck(_ files: [URL]) throws -> SwiftCompiler.Invocation {
        let modules = try built.get()
        return try SwiftCompiler.locate().run(
            ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", modules.path] + files.map(\.path))
    }

    /// `swift-api-digester -diagnose-sdk` with the model as the baseline and
    /// the surface as the current version: what the model declares that the
    /// surface lacks ("removed") or declares otherwise (a changed type,
    /// generic signature, conformance, ...). Declarations only the surface has
    /// count as additions and are not reported: the model is a subset.
    static func differences() throws -> [String] {
        let digester = try SwiftCompiler.locate().executable.deletingLastPathComponent().appendingPathComponent("swift-api-digester")
        let scratch = try Repository.scratchDirectory("transpec-swiftui-digest")
        let model = scratch.appendingPathComponent("model.json")
        let surface = scratch.appendingPathComponent("surface.json")
        let uikit = try ModelBuild.libraries()
        for (dump, folder) in [(model, try SwiftUIModelBuild.libraries()), (surface, try built.get())] {
            let result = try SwiftCompiler.run(
                digester, ["-dump-sdk", "-module", "SwiftUI", "-I", folder.path, "-I", uikit.path, "-avoid-location", "-o", dump.path])
            guard result.succeeded else { throw ModelBuild.Failed(description: "api-digester -dump-sdk:\n\(result.output)") }
        }
        let result = try SwiftCompiler.run(
            digester, ["-diagnose-sdk", "-input-paths", model.path, "-input-paths", surface.path, "-ignore-spi-group", "SwiftUIModel"])
        guard result.succeeded else { throw ModelBuild.Failed(description: "api-digester -diagnose-sdk:\n\(result.output)") }
        return result.output.split(separator: "\n").map(String.init)
            .filter { !$0.isEmpty && !$0.hasPrefix("/*") }
    }
}
