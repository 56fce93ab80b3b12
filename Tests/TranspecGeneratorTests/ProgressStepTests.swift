import Testing
import TranspecGenerator
import TranspecTestSupport

/// `gesture.progress: step` (seed 002's `updateProgressAsStep`) has no
/// observable effect on generated code: the runtime measures progress from
/// the grab and sets the views itself, and UIKit's
/// `updateInteractiveTransition(_:)` takes an overall fraction only. The
/// generated file says so, and differs from `fraction` by that note alone.
@Suite struct ProgressStepTests {
    static func spec(progress: String) -> String {
        """
        transpec: 1
        transitions:
          Detail:
            operation: present
            gesture: { edge: top, progress: \(progress) }
            spring: { dampingRatio: 1, response: 0.4 }

        """
    }

    static func render(progress: String) throws -> String {
        SpecTranslator.render(try Goldens.decode(Array(spec(progress: progress).utf8), file: "Specs/detail.transpec.yaml"))
    }

    @Test func stepDiffersFromFractionOnlyByTheNote() throws {
        let step = try Self.render(progress: "step").split(separator: "\n", omittingEmptySubsequences: false)
        let fraction = try Self.render(progress: "fraction").split(separator: "\n", omittingEmptySubsequences: false)
        let notes = step.filter { $0.drop(while: { $0 == " " }).hasPrefix("/// `progress: step` reports the same values as `fraction`") }
        #expect(notes.count == 1)
        #expect(notes.first?.hasSuffix("From Specs/detail.transpec.yaml:5.") == true)
        #expect(step.filter { !notes.contains($0) } == fraction)
    }
}
