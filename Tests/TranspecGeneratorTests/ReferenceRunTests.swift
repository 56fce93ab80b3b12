import Foundation
import Testing

/// Runs the platform-neutral part of the reference file (above
/// `#if canImport(UIKit)`) on Linux, compiled with the runtime's sources:
/// the generated motion constants must play as the spec says.
@Suite struct ReferenceRunTests {
    static let driverProgram = """
        import Foundation

        func play(_ name: String, translation: Double, velocity: Double) {
            let motion = TagsSheetDismissTransition.motion
            var machine = InteractionStateMachine(motion: motion, containerExtent: 800)
            _ = machine.handle(.began)
            _ = machine.handle(.changed(translation: translation))
            _ = machine.handle(.ended(velocity: velocity))
            var time = 0.0
            var samples: [String] = []
            while time < 5 {
                let effects = machine.handle(.frame(time: time))
                if let progress = effects.updateProgress, Int((time * 120).rounded()) % 12 == 0 {
                    samples.append(String(format: "%.3f", progress))
                }
                if let end = effects.end {
                    print("\\(name): distance \\(machine.distance), end \\(end.rawValue), progress \\(String(format: "%.3f", effects.updateProgress ?? .nan)), at \\(String(format: "%.3f", time)) s")
                    print("\\(name): every 0.1 s \\(samples.joined(separator: " "))")
                    return
                }
                time += 1.0 / 120
            }
            print("\\(name): never came to rest")
        }

        play("past-threshold", translation: 240, velocity: 0)
        play("flick-back", translation: 240, velocity: -500)
        play("flick-down", translation: 40, velocity: 800)
        print("dimming at rest \\(TagsSheetDismissTransition.dimming.value(atProgress: 0)), card radius \\(TagsSheetDismissTransition.card.evaluate(atProgress: 0).cornerRadius)")
        """

    /// The reference file up to `#if canImport(UIKit)`, minus its runtime
    /// import (it is compiled into the same module as the runtime here).
    static func platformNeutralPart(of file: URL) throws -> String {
        let source = try String(contentsOf: file, encoding: .utf8)
        let neutral = source.components(separatedBy: "\n#if canImport(UIKit)\n")[0]
        return neutral.replacingOccurrences(of: "import TranspecRuntime\n", with: "")
    }

    @Test func tagsSheetMotionPlaysOnLinux() throws {
        let scratch = try UIKitStandIn.scratchDirectory()
        let neutral = scratch.appendingPathComponent("TagsSheetMotion.swift")
        try Self.platformNeutralPart(of: UIKitTypeCheckTests.reference.appendingPathComponent("TagsSheet.swift"))
            .write(to: neutral, atomically: true, encoding: .utf8)
        let main = scratch.appendingPathComponent("main.swift")
        try Self.driverProgram.write(to: main, atomically: true, encoding: .utf8)
        let executable = scratch.appendingPathComponent("tags-sheet-motion")
        let build = try SwiftCompiler.locate().run(
            ["-swift-version", "6", "-module-name", "TagsSheetMotion", "-o", executable.path, neutral.path, main.path]
                + (try UIKitStandIn.sources(of: "TranspecRuntime")).map(\.path)
        )
        try #require(build.succeeded, "\(build.output)")
        let run = try SwiftCompiler.run(executable, [])
        try #require(run.succeeded, "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init)
        print(run.output)
        #expect(lines.contains { $0.hasPrefix("past-threshold: distance 400.0, end complete, progress 1.000") })
        #expect(lines.contains { $0.hasPrefix("flick-back: distance 400.0, end cancel, progress 0.000") })
        #expect(lines.contains { $0.hasPrefix("flick-down: distance 400.0, end complete, progress 1.000") })
        #expect(lines.contains("dimming at rest 0.5, card radius 12.0"))
    }
}
