import Foundation
import Testing
import TranspecSpec

/// The platform-neutral part of every golden (everything before
/// `#if canImport(UIKit)`) compiled with the runtime's sources and run on
/// Linux must report exactly what the spec's lowered motion reports.
@Suite struct GeneratedMotionRunTests {
    @Test(arguments: Goldens.specPaths)
    func generatedMotionPlaysAsTheSpecSays(_ specPath: String) throws {
        let spec = try Goldens.decode(specPath)
        let expected = spec.transitions.flatMap { MotionReport.lines($0.name.value, lower($0)) }

        let scratch = try UIKitStandIn.scratchDirectory()
        let golden = try String(contentsOf: Goldens.golden(for: specPath), encoding: .utf8)
        let neutral = golden.components(separatedBy: "\n#if canImport(UIKit)\n")[0]
            .replacingOccurrences(of: "import TranspecRuntime\n", with: "")
        let neutralFile = scratch.appendingPathComponent("Neutral.swift")
        try neutral.write(to: neutralFile, atomically: true, encoding: .utf8)
        let report = try String(contentsOf: Self.reportSource, encoding: .utf8)
            .replacingOccurrences(of: "import TranspecRuntime\n", with: "")
        let reportFile = scratch.appendingPathComponent("MotionReport.swift")
        try report.write(to: reportFile, atomically: true, encoding: .utf8)
        let main = spec.transitions.map { transition in
            let namespace = SwiftName.unescaped(SwiftName.typeName(for: transition.name.value)) + "Transition"
            return "for line in MotionReport.lines(\(String(reflecting: transition.name.value)), \(namespace).motion) { print(line) }"
        }.joined(separator: "\n")
        let mainFile = scratch.appendingPathComponent("main.swift")
        try main.write(to: mainFile, atomically: true, encoding: .utf8)

        // The module is named TranspecRuntime so that type names print as they do in-process.
        let executable = scratch.appendingPathComponent("motion")
        let build = try SwiftCompiler.locate().run(
            ["-swift-version", "6", "-module-name", "TranspecRuntime", "-o", executable.path,
             neutralFile.path, reportFile.path, mainFile.path]
                + (try UIKitStandIn.sources(of: "TranspecRuntime")).map(\.path))
        try #require(build.succeeded, "\(build.output)")
        let run = try SwiftCompiler.run(executable, [])
        try #require(run.succeeded, "\(run.output)")
        let actual = run.output.split(separator: "\n").map(String.init)
        #expect(actual == expected)
        #expect(actual.count == spec.transitions.count * (MotionReport.releases.count + 1))
    }

    static let reportSource = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Support/MotionReport.swift")
}
