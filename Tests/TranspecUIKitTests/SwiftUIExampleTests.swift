import Foundation
import Testing
import TranspecGenerator
import TranspecTestSupport

/// `Examples/SwiftUIApp` is code an app would ship: its screens and what
/// `generate` writes for its specs type-check against the SwiftUI model and,
/// when `../shared` is there, against the SDK's signatures; its specs are
/// the repository's, so the example cannot drift from them.
@Suite struct SwiftUIExampleTests {
    static let folder = "Examples/SwiftUIApp/Sources/SwiftUIExample"

    static func specPaths() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Repository.root.appendingPathComponent(folder).path)
            .filter { $0.hasSuffix(".transpec.yaml") }.sorted().map { folder + "/" + $0 }
    }

    /// The example's screens with the generated files, as the build plugin adds them.
    static func sources() throws -> [URL] {
        let scratch = try Repository.scratchDirectory("transpec-swiftui-example")
        let generated = try specPaths().map { path in
            let file = scratch.appendingPathComponent(SpecTranslator.outputFileName(forSpecPath: path))
            try SpecTranslator.render(Goldens.decode(path)).write(to: file, atomically: true, encoding: .utf8)
            return file
        }
        return generated + Repository.swiftFiles(in: folder)
    }

    @Test func theSpecsAreTheRepositorysOwn() throws {
        let paths = try Self.specPaths()
        #expect(paths.count == 4, "\(paths)")
        for path in paths {
            let name = URL(fileURLWithPath: path).lastPathComponent
            let example = try String(contentsOf: Repository.root.appendingPathComponent(path), encoding: .utf8)
            let spec = try String(contentsOf: Repository.root.appendingPathComponent("Specs/" + name), encoding: .utf8)
            // Only the schema's relative path differs.
            let drop = { (text: String) in text.split(separator: "\n").dropFirst().joined(separator: "\n") }
            #expect(drop(example) == drop(spec), "\(path) differs from Specs/\(name)")
        }
    }

    @Test func theScreensTypeCheckAgainstTheModel() throws {
        let result = try SwiftUIModelBuild.typeCheck(Self.sources())
        #expect(result.succeeded, "\(result.output)")
    }

    @Test(.enabled(if: SwiftUISurface.isAvailable, "../shared/swiftui-surface is absent: SwiftUI signature check skipped"))
    func theScreensTypeCheckAgainstTheSDKsSignatures() throws {
        let result = try ReferenceSurface.typeCheck(Self.sources(), swiftUI: true)
        #expect(result.succeeded, "\(result.output)")
    }
}
