import Foundation
import Testing

/// Objective-C (`@objc`, `#selector`) lives in `ObjectiveCBridge.swift` only,
/// behind `canImport(ObjectiveC)`; generated code and the rest of the glue
/// use closures.
@Suite struct ObjectiveCBoundaryTests {
    static let objectiveCMarkers = ["@objc", "#selector", "Selector("]

    static func markers(in file: URL) throws -> [String] {
        let text = try String(contentsOf: file, encoding: .utf8)
        return objectiveCMarkers.filter { text.contains($0) }
    }

    @Test(arguments: Goldens.specPaths)
    func generatedCodeHasNoObjectiveC(_ specPath: String) throws {
        #expect(try Self.markers(in: Goldens.golden(for: specPath)).isEmpty, "\(specPath)")
    }

    @Test func onlyTheBridgeHasObjectiveC() throws {
        for source in try UIKitStandIn.sources(of: "TranspecUIKit") {
            let found = try Self.markers(in: source)
            if source.lastPathComponent == "ObjectiveCBridge.swift" {
                #expect(found.contains("@objc") && found.contains("#selector"))
            } else {
                #expect(found.isEmpty, "\(source.lastPathComponent): \(found)")
            }
        }
    }

    @Test func theBridgeIsBehindCanImportObjectiveC() throws {
        let bridge = UIKitStandIn.repositoryRoot.appendingPathComponent("Sources/TranspecUIKit/ObjectiveCBridge.swift")
        let text = try String(contentsOf: bridge, encoding: .utf8)
        let condition = text.split(separator: "\n").first { $0.hasPrefix("#if ") }
        #expect(condition == "#if canImport(UIKit) && (canImport(ObjectiveC) || \(UIKitStandIn.linuxTypeCheckFlag))")
    }

    /// Without the flag the bridge drops out on Linux (no Objective-C), and
    /// the glue that needs target–action no longer builds: the flag, not an
    /// accident of `canImport(UIKit)`, is what compiles it here.
    @Test func withoutTheFlagTheBridgeIsLeftOut() throws {
        let modules = try UIKitStandIn.moduleDirectory()
        let scratch = try UIKitStandIn.scratchDirectory()
        let result = try SwiftCompiler.locate().run(
            ["-typecheck", "-module-name", "TranspecUIKit", "-parse-as-library", "-swift-version", "6", "-I", modules.path]
                + (try UIKitStandIn.rewrittenGlueSources(in: scratch)).map(\.path))
        #expect(!result.succeeded)
        #expect(result.output.contains("cannot find 'GestureActionTarget' in scope")
            || result.output.contains("cannot find 'makeDisplayLink' in scope"), "\(result.output)")
    }
}
