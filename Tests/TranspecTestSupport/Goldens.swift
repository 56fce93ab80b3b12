import Foundation
import TranspecDiagnostics
import TranspecGenerator
import TranspecSpec

/// The example specs, their generated text and their golden files.
package enum Goldens {
    package static let root = Repository.root
    package static let folder = root.appendingPathComponent("Tests/TranspecGeneratorTests/Goldens")

    /// `Specs/*.transpec.yaml`, relative to the repository root, sorted.
    package static var specPaths: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Specs").path)) ?? []
        return names.filter { $0.hasSuffix(".transpec.yaml") }.sorted().map { "Specs/" + $0 }
    }

    package struct DecodeFailed: Error, CustomStringConvertible {
        package var description: String
    }

    /// Decodes a spec given as a path relative to the repository root.
    package static func decode(_ path: String) throws -> SpecIR {
        let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent(path)))
        return try decode(bytes, file: path)
    }

    package static func decode(_ bytes: [UInt8], file: String) throws -> SpecIR {
        var diagnostics = DiagnosticCollector()
        let spec = SpecFrontEnd.decode(bytes, file: file, diagnostics: &diagnostics)
        let errors = diagnostics.sorted.filter { $0.severity == .error }
        guard let spec, errors.isEmpty else {
            throw DecodeFailed(description: DiagnosticRenderer(useColor: false, sources: [:]).render(diagnostics.sorted))
        }
        return spec
    }

    package static func golden(for specPath: String) -> URL {
        folder.appendingPathComponent(SpecTranslator.outputFileName(forSpecPath: specPath))
    }

    package static var shouldUpdate: Bool { ProcessInfo.processInfo.environment["TRANSPEC_UPDATE_GOLDENS"] == "1" }

    /// `swift format lint --strict` with the project's `.swift-format`.
    package static func lint(_ files: [URL]) throws -> SwiftCompiler.Invocation {
        let swift = try SwiftCompiler.locate().executable.deletingLastPathComponent().appendingPathComponent("swift")
        return try SwiftCompiler.run(
            swift, ["format", "lint", "--strict", "--configuration", root.appendingPathComponent(".swift-format").path]
                + files.map(\.path))
    }

    /// `diff -u expected actual`, for a failure message.
    package static func unifiedDiff(expected: String, actual: String, name: String) throws -> String {
        let scratch = try Repository.scratchDirectory()
        let a = scratch.appendingPathComponent("expected-" + name), b = scratch.appendingPathComponent("actual-" + name)
        try expected.write(to: a, atomically: true, encoding: .utf8)
        try actual.write(to: b, atomically: true, encoding: .utf8)
        return try SwiftCompiler.run(URL(fileURLWithPath: "/usr/bin/diff"), ["-u", a.path, b.path]).output
    }
}
