import Foundation
import Testing
import TranspecGenerator
import TranspecTestSupport

/// Generated with `public` access, every spec's file builds as a module of
/// its own that another module adopts, on the UIKit model: the option
/// separate transitions modules (and the plugins' `transpec-config.yaml`)
/// rely on. Generated as `internal`, the same client does not compile.
@Suite struct AccessModuleTests {
    static let client = """
        import Transitions
        import TranspecRuntime
        import UIKit

        final class TagsViewController: UIViewController, TagsSheetDismissPresentable {
            let transitions = TagsSheetDismissTransitioningDelegate()
        }

        @MainActor func adopt() -> (TransitionMotion, NavigationTransition) {
            (TagsSheetDismissTransition.motion, ParallaxPopTransition.navigation)
        }
        """

    /// Emits the module `Transitions` from every spec rendered with `access`,
    /// then type-checks `client` against it.
    static func compileClient(access: AccessLevel) throws -> SwiftCompiler.Invocation {
        let libraries = try ModelBuild.libraries()
        let scratch = try Repository.scratchDirectory()
        let module = scratch.appendingPathComponent("module")
        try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
        var files: [String] = []
        for specPath in Goldens.specPaths {
            let file = scratch.appendingPathComponent(SpecTranslator.outputFileName(forSpecPath: specPath))
            try SpecTranslator.render(try Goldens.decode(specPath), access: access).write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let swiftc = try SwiftCompiler.locate()
        let emitted = try swiftc.run(
            ["-emit-module", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-module-name", "Transitions",
             "-I", libraries.path, "-emit-module-path", module.appendingPathComponent("Transitions.swiftmodule").path] + files)
        try #require(emitted.succeeded, "the generated module does not build:\n\(emitted.output)")
        let client = scratch.appendingPathComponent("Client.swift")
        try Self.client.write(to: client, atomically: true, encoding: .utf8)
        return try swiftc.run(["-typecheck", "-swift-version", "6", "-I", libraries.path, "-I", module.path, client.path])
    }

    @Test func publicDeclarationsServeAnotherModule() throws {
        let result = try Self.compileClient(access: .public)
        #expect(result.succeeded, "\(result.output)")
    }

    @Test func internalDeclarationsStayInTheirModule() throws {
        let result = try Self.compileClient(access: .internal)
        #expect(!result.succeeded)
        #expect(result.output.contains("cannot find type 'TagsSheetDismissPresentable' in scope"), "\(result.output)")
    }
}
